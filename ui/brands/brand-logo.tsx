import { brandProfiles, type BrandCode } from '../../core/domain/brand'

/** Each brand's mark: a drop for plumbing, a roof for building, a bolt for electrical, a frame for the builders' merchant. */
function Mark({ brand }: { brand: BrandCode }) {
  switch (brand) {
    case 'dahl':
      return <path d="M20 8c5 7 9 12 9 17a9 9 0 0 1-18 0c0-5 4-10 9-17z" fill="currentColor" />
    case 'konr':
      return <path d="M8 22 20 10l12 12v11H24v-7h-8v7H8z" fill="currentColor" />
    case 'kasp':
      return <path d="M23 6 11 23h8l-3 11 13-18h-8z" fill="currentColor" />
    case 'opti':
      return <path d="M9 9h22v22H9zm5 5v12h12V14z" fill="currentColor" fillRule="evenodd" />
  }
}

/** The brand's logo for the header: its mark on a white tile and its name, in the brand's colours. */
export function BrandLogo({ brand }: { brand: BrandCode }) {
  const profile = brandProfiles[brand]
  return (
    <svg
      className="brand-logo"
      viewBox="0 0 150 40"
      role="img"
      aria-label={profile.name}
      data-brand-logo={brand}
    >
      <rect x="0" y="0" width="40" height="40" rx="8" fill="#fff" />
      <g className="brand-logo__mark">
        <Mark brand={brand} />
      </g>
      <text x="50" y="28" className="brand-logo__name" fill="#fff">
        {profile.name.toUpperCase()}
      </text>
    </svg>
  )
}
