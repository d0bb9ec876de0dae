import { type BrandCode, brandProfiles } from '@proffsbutik/core/domain'
import { brandMarks } from './brand-marks'

/** The brand's mark, drawn in the brand colour. */
function Mark({ brand }: { brand: BrandCode }) {
  const mark = brandMarks[brand]
  return <path d={mark.d} fill="currentColor" {...(mark.evenOdd ? { fillRule: 'evenodd' as const } : {})} />
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
