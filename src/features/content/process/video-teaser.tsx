import type { ReactNode } from 'react';
import classes from '@/features/content/process/video-teaser.module.css';

export interface VideoTeaserProps {
  title: string;
  text: string;
  /** The picture shown before (or instead of) the video. */
  poster: string;
  /** A video of the lab; the home page has none (spec §2), so the block shows the poster. */
  videoSrc?: string;
  children?: ReactNode;
}

/** The video teaser block: a video with controls when there is one, otherwise its poster. */
export function VideoTeaser({ title, text, poster, videoSrc, children }: VideoTeaserProps) {
  return (
    <figure className={classes.teaser} data-testid="video-teaser">
      <div className={classes.media}>
        {videoSrc ? (
          <video
            className={classes.video}
            src={videoSrc}
            poster={poster}
            controls
            muted
            playsInline
            preload="none"
          />
        ) : (
          <img
            className={classes.video}
            src={poster}
            alt=""
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <figcaption className={classes.caption}>
        <p className={classes.title}>{title}</p>
        <p className={classes.text}>{text}</p>
        {children}
      </figcaption>
    </figure>
  );
}
