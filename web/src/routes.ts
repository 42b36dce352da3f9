// Every route path of the web app, in one table (links and the router both read it).
export const paths = {
  home: '/',
  jobs: '/jobs',
  job: (id: string) => `/jobs/${encodeURIComponent(id)}`,
  /** A job's application form as a page (noindex): Apply Now without JavaScript, and where a sign-up comes back to. */
  jobApply: (id: string) => `/jobs/${encodeURIComponent(id)}/apply`,
  placements: '/success-stories',
  courses: {
    landing: '/courses/learnbay',
    dataScience: '/courses/data-science',
    fullStack: '/courses/basic-python',
    machineLearning: '/courses/pattern-analying',
    digitalMarketing: '/courses/digital-marketing',
  },
  /** The printable syllabus of a course page, e.g. /courses/data-science/syllabus. */
  syllabus: (coursePath: string) => `${coursePath}/syllabus`,
  /** The enquiry form as a page of its own (noindex, not in the sitemap): where a lead button leads without script. */
  enquire: '/enquire',
  /** The enquiry page for a course (a lead course id, or 'general') from a button, e.g. /enquire?course=general&from=Get+Started. */
  enquiry: (course: string, from: string) => `/enquire?${new URLSearchParams({ course, from }).toString()}`,
  /** Job alerts: what a confirmation or unsubscribe link did (noindex), and where the jobs page's form posts. */
  alerts: {
    status: '/alerts',
    subscribe: '/alerts/subscribe',
  },
  /** The learner's account pages (noindex; personal data loads in the browser). */
  account: {
    home: '/account',
    forgot: '/account/forgot',
    reset: '/account/reset',
    link: '/account/link',
    applications: '/account/applications',
    saved: '/account/saved',
  },
  admin: {
    root: '/admin',
    login: '/admin/login',
    register: '/admin/register',
    users: '/admin/users',
    stories: '/admin/success-stories',
    addStory: '/admin/success-stories/add',
    editStory: (id: string) => `/admin/success-stories/${encodeURIComponent(id)}/edit`,
    jobs: '/admin/job-posting',
    courses: '/admin/courses',
    course: (id: string) => `/admin/courses/${encodeURIComponent(id)}`,
    settings: '/admin/settings',
    leads: '/admin/leads',
    /** One lead: its details, timeline and every action (the lead mails link here). */
    lead: (id: string) => `/admin/leads/${encodeURIComponent(id)}`,
    /** The placement pipeline: ?job=&stage=&from=&to= filter it, &application=<id> opens one. */
    applications: '/admin/applications',
    audit: '/admin/audit',
    trash: '/admin/trash',
    outbox: '/admin/outbox',
  },
} as const;
