import { type BrandCode, brandMarks, brandProfiles, type ContentImage } from '@proffsbutik/core/domain'

/** The brand's mark, drawn in the brand colour. */
function Mark({ brand }: { brand: BrandCode }) {
  const mark = brandMarks[brand]
  return <path d={mark.d} fill="currentColor" {...(mark.evenOdd ? { fillRule: 'evenodd' as const } : {})} />
}

/**
 * The brand's logo for the header: the content's light logo (its logo entry) when there is one,
 * otherwise drawn here the same way — the mark on a white tile and the name, in the brand's colours.
 */
export function BrandLogo({ brand, picture }: { brand: BrandCode; picture?: ContentImage | undefined }) {
  const profile = brandProfiles[brand]
  if (picture)
    return (
      <img
        className="brand-logo"
        src={picture.url}
        alt={profile.name}
        width={picture.width ?? 150}
        height={picture.height ?? 40}
        data-brand-logo={brand}
      />
    )
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
