import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'

/** The message of a part that could not be loaded. */
export interface PartProblem {
  readonly key: string
  readonly values?: Readonly<Record<string, string | number>> | undefined
}

/**
 * One part of the finder (our stores, or the retailers): its heading, and either the message of
 * why it could not be loaded, or how many match and the list.
 */
export function FinderSection(props: {
  id: string
  heading: string
  intro?: string
  problem: PartProblem | undefined
  count: string
  children: ReactNode
}) {
  const t = useT()
  return (
    <section id={props.id} className="store-finder__section" aria-labelledby={`${props.id}-rubrik`}>
      <h2 id={`${props.id}-rubrik`}>{props.heading}</h2>
      {props.intro && <p className="store-finder__section-intro">{props.intro}</p>}
      {props.problem ? (
        <p className="store-finder__problem" role="alert">
          {t(props.problem.key, props.problem.values)}
        </p>
      ) : (
        <>
          <p className="store-finder__count" aria-live="polite">
            {props.count}
          </p>
          {props.children}
        </>
      )}
    </section>
  )
}
