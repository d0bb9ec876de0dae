/** The performance mark the page sets once it has hydrated: from then on the buyer can use it. */
export const HYDRATED_MARK = 'proffsbutik:hydrated'
