// Pieces several course pages share: tools, rating sites, support contacts, the consultation form and FAQ answers.
import type { ConsultationField, Instructor, SupportContact, Tool } from './types';

const tool = (slug: string, label: string): Tool => ({ image: `/media/content/tools/${slug}.svg`, label });

export const TOOLS = {
  python: tool('python', 'Python'),
  sql: tool('mysql', 'MySQL'),
  pandas: tool('pandas', 'Pandas'),
  numpy: tool('numpy', 'NumPy'),
  tableau: tool('tableau', 'Tableau'),
  powerBi: tool('power-bi', 'Power BI'),
  excel: tool('excel', 'Excel'),
  scikitLearn: tool('scikit-learn', 'scikit-learn'),
  tensorflow: tool('tensorflow', 'TensorFlow'),
  chatgpt: tool('chatgpt', 'ChatGPT'),
  langchain: tool('langchain', 'LangChain'),
  java: tool('java', 'Java'),
  springBoot: tool('spring-boot', 'Spring Boot'),
  html: tool('html5', 'HTML5'),
  css: tool('css3', 'CSS3'),
  javascript: tool('javascript', 'JavaScript'),
  react: tool('react', 'React'),
  git: tool('git', 'Git'),
  github: tool('github', 'GitHub'),
  postman: tool('postman', 'Postman'),
  vscode: tool('vscode', 'VS Code'),
  googleAnalytics: tool('google-analytics', 'Google Analytics'),
  googleAds: tool('google-ads', 'Google Ads'),
  metaAds: tool('meta-ads', 'Meta Ads Manager'),
  semrush: tool('semrush', 'SEMrush'),
  wordpress: tool('wordpress', 'WordPress'),
  mailchimp: tool('mailchimp', 'Mailchimp'),
  canva: tool('canva', 'Canva'),
  searchConsole: tool('search-console', 'Google Search Console'),
  hootsuite: tool('hootsuite', 'Hootsuite'),
  tagManager: tool('tag-manager', 'Google Tag Manager'),
} as const;

export const SUPPORT_CONTACTS: SupportContact[] = [
  { label: 'Toll-free', setting: 'tollFreeNumber' },
  { label: 'For Indian nationals', setting: 'mobileNumber' },
];

export const STANDARD_DISCLAIMER = [
  'The statistics shown on this page come from learner surveys and public job-market reports; actual outcomes vary ' +
    'with each learner\u2019s background and effort, and past performance is no guarantee of future results.',
  'Students bear their own visa and travel costs for any internship, project visit or event outside their city.',
];

export const CONSULTATION_FIELDS: ConsultationField[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, placeholder: 'Your full name' },
  { name: 'email', label: 'Email', type: 'email', required: true, placeholder: 'you@example.com' },
  { name: 'designation', label: 'Designation', type: 'text', required: true, placeholder: 'e.g. Software Tester' },
  { name: 'experience', label: 'Experience', type: 'select', required: true },
];

/** An instructor or mentor; no profile link unless a real one is known (never one made up from the name). */
const person = (name: string, role: string, company: string, bio: string, profileLink?: string): Instructor => ({
  name,
  role,
  companyLogo: `/media/content/companies/${company}.svg`,
  ...(profileLink ? { profileLink } : {}),
  bio,
});
export { person };

/** FAQ answers common to the refund/financials category. */
export const REFUND_FAQ = [
  {
    question: 'Can I pay the fee in instalments?',
    answer:
      'Yes. You can pay in no-cost EMIs through our lending partners, or split the fee into two instalments: the ' +
      'first at admission and the second before the mid-course module begins.',
  },
  {
    question: 'What is the refund policy?',
    answer:
      'If you withdraw within 7 days of your batch start date, the fee minus the admission fee is refunded to the ' +
      'original payment method within 15 working days. No refund is made after the seventh day.',
  },
  {
    question: 'Do you offer scholarships?',
    answer:
      'Students, women returning to work and candidates from defence families can apply for a merit scholarship. A ' +
      'learning consultant reviews your profile and confirms the amount before you pay.',
  },
];
