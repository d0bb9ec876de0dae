/**
 * The content's icons as small inline SVGs of our own, drawn on a 24-unit grid in the text colour:
 * the eight special category icons of content §2 (fastenings, sprinkler, vvs-industri, verktyg,
 * mark-va, fastighet, kyla, el) and the few others the content names (truck, clock, pin …).
 */
const paths: Readonly<Record<string, string>> = {
  // The special category icons.
  fastenings: 'M8 3h8M9 3v2.5h6V3M12 5.5V19l-1.5 2.5M10 8.5l4 1M10 11.5l4 1M10 14.5l4 1',
  sprinkler:
    'M3 4h18M12 4v3M8.5 7h7l-1.5 3.5h-4zM12 13v2M8 13.5l-1.5 2.5M16 13.5l1.5 2.5M12 18v2M6 18.5l-1 2M18 18.5l1 2',
  'vvs-industri': 'M3 7h8a6 6 0 0 1 6 6v8M3 12h7a2 2 0 0 1 2 2v7M3 5v9M10 21h9',
  verktyg: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z',
  'mark-va': 'M3 21h18M12 3v10M9.5 3h5M8.5 13h7v2.5a3.5 3.5 0 0 1-7 0z',
  fastighet: 'M4 21V6l8-3 8 3v15M2.5 21h19M9.5 21v-4h5v4M8 8.5h2M14 8.5h2M8 12.5h2M14 12.5h2',
  kyla: 'M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7M9.5 3.5 12 5l2.5-1.5M9.5 20.5 12 19l2.5 1.5',
  el: 'M13 2 4.5 13.5H11L10 22l8.5-11.5H12z',
  // Other icons the content names.
  truck: 'M2 6h11v10H2zM13 9h4l4 4v3h-8M6 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3.5 2',
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z',
  scissors: 'M6 6.5a2.5 2.5 0 1 0 0-.01M6 17.5a2.5 2.5 0 1 0 0-.01M8 8l12 9M8 16 20 7',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  document: 'M6 2.5h8l4 4v15H6zM14 2.5v4h4M9 12h6M9 16h6',
  pin: 'M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11zM12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  heart: 'M12 20s-8-5-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15 12 20 12 20z',
  tag: 'M3 3h8l10 10-8 8L3 11zM7.5 7.5h.01',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  'arrow-right': 'M4 12h15M13 6l6 6-6 6',
  box: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9',
  'user-plus': 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M19 8v6M16 11h6',
  book: 'M4 4.5A1.5 1.5 0 0 1 5.5 3H20v15H5.5A1.5 1.5 0 0 0 4 19.5zM4 19.5A1.5 1.5 0 0 0 5.5 21H20',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5h.01',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3M20 20a3 3 0 0 1-3 2h-3',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  play: 'M7 4v16l13-8z',
}

/** Whether there is an icon of this name. */
export function hasIcon(name: string | undefined): name is string {
  return name !== undefined && Object.hasOwn(paths, name)
}

/**
 * An icon by name as an SVG file, in the text colour of the shop's banners, for where the icon is
 * an `<img>` (a banner link: the shop serves it at /icons/<name>.svg, so the table stays out of the
 * page's entry script); undefined for a name without one.
 */
export function iconSvg(name: string): string | undefined {
  if (!hasIcon(name)) return undefined
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="#1b1f23" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${paths[name]}"/></svg>`
}

/** An icon by name, decorative (hidden from screen readers); nothing for a name without one. */
export function ContentIcon({
  name,
  size = 24,
}: {
  readonly name: string | undefined
  readonly size?: number
}) {
  if (!hasIcon(name)) return null
  return (
    <svg
      className="content-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
