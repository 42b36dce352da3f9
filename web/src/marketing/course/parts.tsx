// Pieces the course page's sections share: the section frame (anchor, band colour, heading), pictures, lists and cards.
import { useId, type ReactNode } from 'react';
import { CheckIcon } from '../../components/icons';
import type { CourseSlug, Cta, FeeOption, Instructor, Section, Tool } from '../../content/types';
import { CtaButton } from '../cta/CtaButton';

/** A section's band: sections alternate between the page colour and a tinted band. */
export type Tone = 'plain' | 'tinted';

export interface SectionProps<S extends Section> {
  section: S;
  course: CourseSlug;
  tone: Tone;
}

interface FrameProps {
  section: Section;
  tone: Tone;
  /** The section's modifier class, e.g. 'course-fees'. */
  className: string;
  children: ReactNode;
  labelledBy?: string;
}

/** The full-width band of a section with its content centred; the section's `anchor` is its id. */
export function SectionFrame({ section, tone, className, children, labelledBy }: FrameProps) {
  return (
    <section
      id={section.anchor ?? (section.kind === 'support' ? SUPPORT_SECTION_ID : undefined)}
      className={`course-section course-section--${tone} ${className}`}
      aria-labelledby={labelledBy}
      data-section={section.kind}
    >
      <div className="course-section__inner">{children}</div>
    </section>
  );
}

/** A section with the usual centred heading (h2) and optional line under it. */
export function HeadedSection({ section, tone, className, children, heading = section.heading }: Omit<FrameProps, 'labelledBy'> & { heading?: string }) {
  const id = useId();
  return (
    <SectionFrame section={section} tone={tone} className={className} labelledBy={heading ? id : undefined}>
      {heading && (
        <div className="section-head section-head--center course-section__head">
          <div>
            <h2 id={id} className="section-title">
              {heading}
            </h2>
            {section.subheading && <p className="section-intro">{section.subheading}</p>}
          </div>
        </div>
      )}
      {children}
    </SectionFrame>
  );
}

/** An image of the course content: always with its size and alt text, loaded lazily unless it is above the fold. */
export function ContentImage({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}

export function CheckList({ items, className = '' }: { items: string[]; className?: string }) {
  return (
    <ul className={`course-checks ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon size={18} className="course-checks__icon" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The learner support section's id (its phone numbers), where its content gives it none. */
export const SUPPORT_SECTION_ID = 'contact';

/**
 * The id of the page's Free Consultation form, where its lead buttons lead without JavaScript (the dialog needs
 * script); null on a page without one, whose lead buttons lead to the enquiry page instead (CtaButton).
 */
export function inlineEnquiryAnchor(sections: readonly Section[]): string | null {
  const consultation = sections.find((section) => section.kind === 'consultation');
  return consultation ? (consultation.anchor ?? 'consultation') : null;
}

/** A row of call-to-action buttons; the first is the main one. */
export function CtaRow({ ctas, course, center = true }: { ctas: Cta[]; course: CourseSlug; center?: boolean }) {
  if (ctas.length === 0) return null;
  return (
    <div className={center ? 'course-ctas course-ctas--center' : 'course-ctas'}>
      {ctas.map((cta, i) => (
        <CtaButton
          key={cta.label}
          cta={cta}
          course={course}
          className={`button button--large ${i === 0 ? 'button--primary' : cta.action === 'share' ? 'button--ghost' : 'button--outline'}`}
        />
      ))}
    </div>
  );
}

/**
 * A tool's logo (its SVG carries the mark and the name). In a carousel (`inCarousel`) it loads at once rather than
 * lazily: the browser's lazy loading never loads a slide that the carousel keeps beside the visible ones or moves in
 * with a transform, so those logos stayed blank. The logos are small SVGs, fetched at low priority: the strip is far
 * below the first screen, and without it React's server renderer would announce each of them with a
 * <link rel="preload"> in the page head, ahead of the page's own code and first-screen picture.
 */
export function ToolLogo({ tool, size = 'large', inCarousel = false }: { tool: Tool; size?: 'large' | 'small'; inCarousel?: boolean }) {
  const [width, height] = size === 'large' ? [160, 56] : [120, 42];
  const className = `tool-logo tool-logo--${size}`;
  if (inCarousel) return <img src={tool.image} alt={tool.label} width={width} height={height} className={className} loading="eager" fetchPriority="low" decoding="async" />;
  return <ContentImage src={tool.image} alt={tool.label} width={width} height={height} className={className} />;
}

const ACRONYMS = new Set(['ai', 'ibm', 'hr', 'it']);

/** A company's name from its logo file, e.g. "/media/content/companies/konkan-ai-labs.svg" -> "Konkan AI Labs". */
export function companyName(logo: string): string {
  const slug = logo.split('/').pop()!.replace(/\.svg$/, '');
  return slug
    .split('-')
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** Initials for a drawn avatar, e.g. "Dr. Sunita Bapat" -> "SB". */
export function initials(name: string): string {
  const words = name.replace(/^(Dr|Mr|Ms|Mrs)\.\s+/, '').split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** A portrait drawn from a person's initials (the course data has no photos). */
export function Avatar({ name, size = 'medium' }: { name: string; size?: 'medium' | 'small' }) {
  // A stable colour per person, so neighbouring cards differ.
  const hue = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 5;
  return (
    <span className={`person-avatar person-avatar--${size} person-avatar--hue-${hue}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

/** An instructor or mentor: portrait, name, role, company logo, bio and, where staff entered one, a profile link. */
export function PersonCard({ person }: { person: Instructor }) {
  const company = companyName(person.companyLogo);
  return (
    <article className="person-card">
      <div className="person-card__top">
        <Avatar name={person.name} />
        <div className="person-card__who">
          <h3 className="person-card__name">{person.name}</h3>
          <p className="person-card__role">{person.role}</p>
        </div>
      </div>
      <ContentImage src={person.companyLogo} alt={company} width={120} height={40} className="person-card__company" />
      <p className="person-card__bio">{person.bio}</p>
      {person.profileLink && (
        <a className="person-card__link" href={person.profileLink} target="_blank" rel="noopener noreferrer">
          View profile<span className="visually-hidden"> of {person.name} (opens in a new tab)</span>
        </a>
      )}
    </article>
  );
}

/** A fee: the amount (or the note when the SPEC gives none), its duration (unless the card already says it) and EMI. */
export function FeeFigure({ fee, showDuration = true }: { fee: FeeOption; showDuration?: boolean }) {
  return (
    <div className="fee-figure">
      {fee.amount ? <p className="fee-figure__amount">{fee.amount}</p> : <p className="fee-figure__amount fee-figure__amount--ask">Ask a counsellor</p>}
      {showDuration && <p className="fee-figure__duration">{fee.duration}</p>}
      {fee.emi && (
        <p className="fee-figure__emi">
          EMI <strong>{fee.emi}</strong>
        </p>
      )}
      {fee.note && <p className="fee-figure__note">{fee.note}</p>}
    </div>
  );
}
