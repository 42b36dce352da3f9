// From Learning to Leading: the published success stories that are told (landingStories.ts), cut to 130 characters
// plus "…"; Read More shows the whole story. No such story: no section.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '../../components/carousel/Carousel';
import { Modal } from '../../components/Modal';
import type { LandingPage } from '../../content/types';
import { paths } from '../../routes';
import { personName, roleAt, type ToldStory } from './landingStories';
import { CompanyLogoImage } from './PlacementsSection';
import { storyExcerpt } from './truncate';
import { pictureLoading, useNearViewport } from './useNearViewport';

function StoryDetails({ story }: { story: ToldStory }) {
  return (
    <div className="landing-detail">
      <img className="landing-detail__photo" src={story.storyImage} alt={`Portrait of ${personName(story)}`} width={240} height={240} />
      <div className="landing-detail__text">
        <p className="landing-detail__role">{roleAt(story)}</p>
        <CompanyLogoImage story={story} />
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

export function StoriesSection({ stories, items }: { stories: LandingPage['stories']; items: ToldStory[] }) {
  // Its own component, so that the section's nearness is watched from when it is first drawn (the stories may arrive
  // after the page).
  return items.length === 0 ? null : <StoriesSectionCarousel stories={stories} items={items} />;
}

function StoriesSectionCarousel({ stories, items }: { stories: LandingPage['stories']; items: ToldStory[] }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const [shown, setShown] = useState<ToldStory | null>(null);
  return (
    <section ref={ref} className="section section--tinted landing-section" id="success-stories" data-landing-section="stories">
      <Carousel
        name="successStories"
        title={stories.heading}
        intro={stories.intro}
        slides={items.map((story) => ({
          key: story.id,
          content: (
            <article className="landing-card story-card">
              <div className="story-card__person">
                <img className="story-card__photo" src={story.storyImage} alt={`Portrait of ${personName(story)}`} width={240} height={240} loading={pictureLoading(near)} decoding="async" />
                <div>
                  <h3 className="landing-card__title">{personName(story)}</h3>
                  <p className="story-card__role">{roleAt(story)}</p>
                </div>
              </div>
              <p className="landing-card__text story-card__excerpt">{storyExcerpt(story.story)}</p>
              <div className="story-card__foot">
                <CompanyLogoImage story={story} near={near} />
                <button type="button" className="button button--ghost button--small" onClick={() => setShown(story)}>
                  Read More<span className="visually-hidden">: {personName(story)}&apos;s story</span>
                </button>
              </div>
            </article>
          ),
        }))}
      />
      <Modal open={shown !== null} onClose={() => setShown(null)} title={shown ? `${personName(shown)}'s story` : ''} size="large">
        {shown && <StoryDetails story={shown} />}
      </Modal>
    </section>
  );
}
