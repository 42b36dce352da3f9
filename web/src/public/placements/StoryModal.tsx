// One story: picture, caption, posted date, its text, approved comments and the Leave a Comment form; in a dialog once
// the page's script runs, as a section of the page in the server's HTML (a story read from its URL without JavaScript).
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Modal } from '../../components/Modal';
import { RichText } from '../../components/RichText';
import { graphql } from '../../gql';
import type { PortalStoryQuery } from '../../gql/graphql';
import { paths } from '../../routes';
import { useScriptReady } from '../../components/useScriptReady';
import { formatDate } from '../jobs/format';
import { LIMITS } from '../../../../gateway/src/services/limits';

const StoryQuery = graphql(`
  query PortalStory($slug: String!) {
    story(slug: $slug) {
      id
      slug
      title
      studentName
      companyName
      role
      storyImage
      storyContent
      postDate
      comments {
        id
        authorLabel
        body
        createdAt
      }
    }
  }
`);

const AddCommentMutation = graphql(`
  mutation PortalAddStoryComment($storyId: ID!, $body: String!, $authorName: String) {
    addStoryComment(storyId: $storyId, body: $body, authorName: $authorName) {
      id
      message
    }
  }
`);


function errorMessage(error: CombinedError): string {
  return error.graphQLErrors[0]?.message ?? 'Your comment could not be sent. Please check your connection and try again.';
}

function CommentForm({ storyId }: { storyId: string }) {
  const [body, setBody] = useState('');
  const [name, setName] = useState('');
  const [receipt, setReceipt] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching }, addComment] = useMutation(AddCommentMutation);
  const bodyId = useId();
  const nameId = useId();
  const countId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setReceipt(null);
    setFailure(null);
    if (!body.trim()) {
      setFailure('Please write a comment');
      return;
    }
    const result = await addComment({ storyId, body: body.trim(), authorName: name.trim() || null });
    if (result.error || !result.data) {
      setFailure(result.error ? errorMessage(result.error) : 'Your comment could not be sent.');
      return;
    }
    setReceipt(result.data.addStoryComment.message);
    setBody('');
  };

  return (
    <form className="comment-form" onSubmit={submit} noValidate>
      <h3 className="comment-form__title">Leave a Comment</h3>
      <div className="field">
        <label htmlFor={nameId}>
          Your name <span className="muted">(optional)</span>
        </label>
        <input id={nameId} value={name} onChange={(e) => setName(e.target.value)} maxLength={LIMITS.commentName} autoComplete="name" />
      </div>
      <div className="field">
        <label htmlFor={bodyId}>Comment</label>
        <textarea
          id={bodyId}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={LIMITS.commentBody}
          rows={4}
          required
          aria-describedby={countId}
          aria-invalid={failure === 'Please write a comment' || undefined}
        />
        <p id={countId} className="field__hint">
          {body.length}/{LIMITS.commentBody} characters. Comments appear after a moderator approves them.
        </p>
      </div>
      {failure && (
        <p className="form-message form-message--error" role="alert">
          {failure}
        </p>
      )}
      {receipt && (
        <p className="form-message form-message--success" role="status">
          {receipt}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={fetching}>
        {fetching ? 'Submitting…' : 'Submit Comment'}
      </button>
    </form>
  );
}

type LoadedStory = NonNullable<PortalStoryQuery['story']>;

/** The story itself: picture, caption, date, text, comments and (with script) the comment form. */
function StoryDetails({ story }: { story: LoadedStory }) {
  const scriptReady = useScriptReady();
  const commentsTitleId = useId();
  return (
    <div className="story">
      <figure className="story__figure">
        <img src={story.storyImage} alt={`${story.studentName || story.title}`} width={400} height={500} decoding="async" />
        <figcaption className="story__caption">
          {story.studentName && <strong>{story.studentName}</strong>}
          {(story.role || story.companyName) && <span>{[story.role, story.companyName].filter(Boolean).join(' at ')}</span>}
        </figcaption>
      </figure>
      <div className="story__text">
        <p className="story__posted">
          Posted <time dateTime={story.postDate}>{formatDate(story.postDate)}</time>
        </p>
        {story.storyContent.trim() && <RichText html={story.storyContent} />}
        <section className="comments" aria-labelledby={commentsTitleId}>
          <h3 id={commentsTitleId} className="comments__title">
            Comments ({story.comments.length})
          </h3>
          {story.comments.length === 0 ? (
            <p className="muted">No comments yet. Be the first to congratulate {story.studentName || 'them'}!</p>
          ) : (
            <ul className="comments__list">
              {story.comments.map((comment) => (
                <li key={comment.id} className="comment">
                  <p className="comment__meta">
                    <strong>{comment.authorLabel}</strong> · <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
                  </p>
                  <p className="comment__body">{comment.body}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
        {/* The form sends its comment through the API: it needs script, so the server's page does not offer it. */}
        {scriptReady ? (
          <CommentForm storyId={story.id} />
        ) : (
          <p className="comment-form comment-form--no-script muted">To leave a comment, open this page with JavaScript turned on.</p>
        )}
      </div>
    </div>
  );
}

function useStory(slug: string) {
  // Fresh each time it opens, so newly approved comments show.
  return useQuery({ query: StoryQuery, variables: { slug }, requestPolicy: 'cache-and-network' });
}

/**
 * A story opened from its URL (?story=slug) as the server draws it: a section of the gallery page, readable without
 * JavaScript. Once the page's script runs the gallery shows the story in a dialog instead.
 */
export function StorySection({ slug }: { slug: string }) {
  const [{ data, fetching, error }] = useStory(slug);
  const story = data?.story;
  const titleId = useId();
  return (
    <section className="section story-section" id="story" aria-labelledby={titleId}>
      <h2 id={titleId} className="story-section__title">
        {story ? story.title : fetching ? 'Loading…' : 'Story not found'}
      </h2>
      {story ? (
        <StoryDetails story={story} />
      ) : (
        <div className="notice" role="alert">
          <p>{error ? 'We could not load this story just now.' : 'This story is no longer available.'}</p>
        </div>
      )}
      <p className="story-section__back">
        <Link to={paths.placements}>Back to all stories</Link>
      </p>
    </section>
  );
}

export function StoryModal({ slug, onClose }: { slug: string; onClose: () => void }) {
  const [{ data, fetching, error }] = useStory(slug);
  const story = data?.story;
  const title = story ? story.title : fetching ? 'Loading…' : 'Story not found';

  return (
    <Modal open onClose={onClose} title={title} size="large" className="story-modal">
      {story ? (
        <StoryDetails story={story} />
      ) : fetching ? (
        <p className="loading-text" role="status">
          Loading the story…
        </p>
      ) : (
        <div className="notice" role="alert">
          <p>{error ? 'We could not load this story just now.' : 'This story is no longer available.'}</p>
        </div>
      )}
    </Modal>
  );
}
