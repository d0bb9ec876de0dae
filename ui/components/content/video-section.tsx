import { useState } from 'react'
import { type Section, videoSource } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { leavesShop } from './content-href'
import { ContentIcon } from './icons'
import { ContentPicture } from './picture'

type Video = Extract<Section, { kind: 'video' }>

/**
 * A video, click to play: until the buyer asks, only the poster (from the shop's content) shows and
 * nothing loads from the video's host; the button says where the film comes from. The film plays
 * from where `videoSource` says — the rule the page policy lets exactly those hosts through by.
 */
export function VideoSection({ section }: { readonly section: Video }) {
  const t = useT()
  const [playing, setPlaying] = useState(false)
  const src = videoSource(section.videoUrl)
  const host = src && leavesShop(src) ? new URL(src).host : undefined
  return (
    <section className="content-section video-section">
      {section.title && <h2 className="content-section__title">{section.title}</h2>}
      <div className="video-section__frame">
        {playing && src ? (
          <video src={src} controls autoPlay playsInline preload="metadata" aria-label={section.title} />
        ) : (
          <>
            {section.poster && (
              <ContentPicture image={section.poster} alt="" className="video-section__poster" />
            )}
            {src && (
              <button
                type="button"
                className="video-section__play"
                aria-label={t('content.play_video', { title: section.title ?? '' })}
                onClick={() => setPlaying(true)}
              >
                <ContentIcon name="play" size={28} />
                <span>{t('content.play')}</span>
              </button>
            )}
          </>
        )}
      </div>
      {section.description && <p className="video-section__description">{section.description}</p>}
      {host && !playing && <p className="video-section__note">{t('content.video_from', { host })}</p>}
    </section>
  )
}
