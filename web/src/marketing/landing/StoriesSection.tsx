// From Learning to Leading: success stories cut to 130 characters plus "…"; Read More shows the whole story.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '../../components/carousel/Carousel';
import { Modal } from '../../components/Modal';
import type { LandingPage, SuccessStoryCard } from '../../content/types';
import { paths } from '../../routes';
import { storyExcerpt } from './truncate';
import { pictureLoading, useNearViewport } from './useNearViewport';

function StoryDetails({ story }: { story: SuccessStoryCard }) {
  return (
    <div className="landing-detail">
      <img className="landing-detail__photo" src={story.image} alt={`Portrait of ${story.studentName}`} width={240} height={240} />
      <div className="landing-detail__text">
        <p className="landing-detail__role">
          {story.role} at {story.companyName}
        </p>
        <img className="landing-logo" src={story.companyLogo} alt={`${story.companyName} logo`} width={200} height={64} />
        <blockquote className="story-quote">
          <p>{story.story}</p>
        </blockquote>
        <div className="landing-detail__actions">
          <Link className="button button--outline" to={paths.placements}>
            More success stories
          </Link>
        </div>
      </div>
    </div>
  );
}

export function StoriesSection({ stories }: { stories: LandingPage['stories'] }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const [shown, setShown] = useState<SuccessStoryCard | null>(null);
  return (
    <section ref={ref} className="section section--tinted landing-section" id="success-stories" data-landing-section="stories">
      <Carousel
        name="successStories"
        title={stories.heading}
        intro={stories.intro}
        slides={stories.items.map((story) => ({
          key: story.studentName,
          content: (
            <article className="landing-card story-card">
              <div className="story-card__person">
                <img className="story-card__photo" src={story.image} alt={`Portrait of ${story.studentName}`} width={240} height={240} loading={pictureLoading(near)} decoding="async" />
                <div>
                  <h3 className="landing-card__title">{story.studentName}</h3>
                  <p className="story-card__role">
                    {story.role} at {story.companyName}
                  </p>
                </div>
              </div>
              <p className="landing-card__text story-card__excerpt">{storyExcerpt(story.story)}</p>
              <div className="story-card__foot">
                <img className="landing-logo" src={story.companyLogo} alt={`${story.companyName} logo`} width={200} height={64} loading={pictureLoading(near)} decoding="async" />
                <button type="button" className="button button--ghost button--small" onClick={() => setShown(story)}>
                  Read More<span className="visually-hidden">: {story.studentName}&apos;s story</span>
                </button>
              </div>
            </article>
          ),
        }))}
      />
      <Modal open={shown !== null} onClose={() => setShown(null)} title={shown ? `${shown.studentName}'s story` : ''} size="large">
        {shown && <StoryDetails story={shown} />}
      </Modal>
    </section>
  );
}
