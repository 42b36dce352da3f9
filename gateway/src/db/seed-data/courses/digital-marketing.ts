// The Digital Marketing course page as the seed writes it (moved from the web app's TypeScript
// content, issue 29). Written once by the seed; edited by staff in /admin from then on.
import type { CourseContent } from '../../../services/course-content.js';
import type { CourseSeed } from './index.js';

export const digitalMarketing = (_now: Date): CourseSeed => ({
  slug: 'digital-marketing',
  path: '/courses/digital-marketing',
  aliases: [],
  label: 'Digital Marketing',
  position: 4,
  content: {
    title: 'Offline Certificate in Digital Marketing in Pune',
    metaDescription: 'Classroom digital marketing course in Pune: 150+ hours, 20+ live projects, 10+ tools and placement training, fee 65,000 rupees.',
    label: 'Digital Marketing',
    card: {
      image: '/media/content/courses/digital-marketing.svg',
      title: 'Offline Certificate in Digital Marketing',
      duration: '150+ hours of classroom training',
      certification: 'Certificate with 20+ live projects in SEO, social media and ads'
    },
    sections: [
      {
        kind: 'hero',
        eyebrow: 'Offline classroom programme',
        title: 'Offline Certificate in Digital Marketing',
        tagline: 'Run real SEO, social media and ad campaigns in class, and graduate with results you can show employers.',
        ctas: [
          {
            label: 'Apply Now',
            action: 'lead'
          },
          {
            label: 'Download Syllabus',
            action: 'syllabus'
          },
          {
            label: 'Share',
            action: 'share'
          }
        ],
        image: {
          src: '/media/content/courses/digital-marketing.svg',
          alt: 'A campaign performance dashboard'
        }
      },
      {
        kind: 'stats',
        items: [
          {
            value: '150+',
            label: 'Hours of classroom training'
          },
          {
            value: '100+',
            label: 'Hours of placement training'
          },
          {
            value: '20+',
            label: 'Projects'
          },
          {
            value: '10+',
            label: 'Tools'
          }
        ]
      },
      {
        kind: 'highlights',
        heading: 'Key Highlights',
        items: [
          {
            icon: '/media/content/icons/classroom.svg',
            title: 'Classroom learning',
            description: 'Learn every channel live, with trainers who run campaigns for a living.'
          },
          {
            icon: '/media/content/icons/projects.svg',
            title: 'Live projects',
            description: 'Grow a real blog and social accounts and rank pages on Google.'
          },
          {
            icon: '/media/content/icons/tools.svg',
            title: '10+ tools',
            description: 'Google Analytics, Google Ads, Meta Ads Manager, SEMrush and more.'
          },
          {
            icon: '/media/content/icons/interview.svg',
            title: '1500+ interview questions',
            description: 'Prepare with questions from real marketing interviews.'
          }
        ]
      },
      {
        kind: 'curriculum',
        heading: 'Curriculum',
        tabs: [
          {
            title: 'Prep Content',
            summary: 'Marketing fundamentals and your own website, before the channels.',
            topics: [
              'Marketing fundamentals',
              'Customer journeys and funnels',
              'Building a website with WordPress',
              'Content writing basics'
            ],
            tools: [
              {
                image: '/media/content/tools/wordpress.svg',
                label: 'WordPress'
              },
              {
                image: '/media/content/tools/canva.svg',
                label: 'Canva'
              }
            ]
          },
          {
            title: 'Digital Channels',
            summary: 'Search, social, content and email: the organic channels.',
            topics: [],
            tools: [
              {
                image: '/media/content/tools/semrush.svg',
                label: 'SEMrush'
              },
              {
                image: '/media/content/tools/search-console.svg',
                label: 'Google Search Console'
              },
              {
                image: '/media/content/tools/hootsuite.svg',
                label: 'Hootsuite'
              },
              {
                image: '/media/content/tools/mailchimp.svg',
                label: 'Mailchimp'
              }
            ]
          },
          {
            title: 'Digital Channels-2',
            summary: 'Paid search, display and social advertising.',
            topics: [],
            tools: [
              {
                image: '/media/content/tools/google-ads.svg',
                label: 'Google Ads'
              },
              {
                image: '/media/content/tools/meta-ads.svg',
                label: 'Meta Ads Manager'
              }
            ]
          },
          {
            title: 'Digital Analytics',
            summary: 'Measure every campaign and report what worked.',
            topics: [],
            tools: [
              {
                image: '/media/content/tools/google-analytics.svg',
                label: 'Google Analytics'
              },
              {
                image: '/media/content/tools/tag-manager.svg',
                label: 'Google Tag Manager'
              }
            ]
          }
        ],
        ctas: [
          {
            label: 'Download Syllabus',
            action: 'syllabus'
          }
        ],
        technologyHeading: 'Tools You Will Use'
      },
      {
        kind: 'projects',
        heading: 'Learn by Doing',
        projects: [
          {
            company: 'Learning centre project',
            title: 'Blog creation',
            description: 'Set up a WordPress blog, plan a content calendar and publish optimised posts.',
            tools: [
              'WordPress',
              'Canva'
            ]
          },
          {
            company: 'Learning centre project',
            title: 'Social media live project',
            description: 'Grow an Instagram and LinkedIn page for a local business over four weeks.',
            tools: [
              'Meta Ads Manager',
              'Hootsuite'
            ]
          },
          {
            company: 'Learning centre project',
            title: 'SEO live project',
            description: 'Audit a live website, fix on-page issues and track rankings in Search Console.',
            tools: [
              'SEMrush',
              'Google Search Console'
            ]
          }
        ]
      },
      {
        kind: 'projects',
        heading: 'Mentor-Led Projects',
        projects: [
          {
            company: 'Lonavala Media',
            title: 'Google Ads lead campaign',
            description: 'Plan, launch and optimise a search campaign for a resort chain within a fixed budget.',
            tools: [
              'Google Ads',
              'Google Analytics'
            ]
          },
          {
            company: 'Indrayani Hospitals',
            title: 'Email nurture journey',
            description: 'Design a patient-awareness email series and measure open and click rates.',
            tools: [
              'Mailchimp'
            ]
          },
          {
            company: 'Deccan Softworks',
            title: 'Analytics dashboard',
            description: 'Set up conversion tracking and a weekly marketing report for a SaaS product.',
            tools: [
              'Google Tag Manager',
              'Google Analytics'
            ]
          }
        ]
      },
      {
        kind: 'banner',
        title: 'Connect With Us',
        text: 'Ask a learning consultant about batches, fees and placement support in your city.',
        cta: {
          label: 'Connect With Us',
          action: 'lead'
        }
      },
      {
        kind: 'instructors',
        heading: 'Learn From Industry Experts',
        tabs: [
          {
            label: 'Industry Experts',
            people: [
              {
                name: 'Kunal Mehta',
                role: 'Performance Marketing Manager',
                companyLogo: '/media/content/companies/lonavala-media.svg',
                bio: 'Manages paid campaigns across Google and Meta for hospitality brands.'
              },
              {
                name: 'Ritika Sawant',
                role: 'SEO Lead',
                companyLogo: '/media/content/companies/deccan-softworks.svg',
                bio: 'Grew organic traffic for SaaS products from zero to a million visits a month.'
              },
              {
                name: 'Harshad Limaye',
                role: 'Social Media Strategist',
                companyLogo: '/media/content/companies/lonavala-media.svg',
                bio: 'Builds content strategies for consumer brands on Instagram and YouTube.'
              }
            ]
          }
        ]
      },
      {
        kind: 'careerSteps',
        anchor: 'success',
        heading: 'Your Career Success Starts Here',
        steps: [
          {
            step: 1,
            title: 'Technical Training',
            points: [
              'Live campaigns in class',
              'Industry-designed curriculum',
              'Expert faculty'
            ]
          },
          {
            step: 2,
            title: '360 degree Career Prep',
            points: [
              'Portfolio and resume review',
              'Interview question bank of 1500+ questions',
              '1-1 mock interviews'
            ]
          },
          {
            step: 3,
            title: 'Guided Internship',
            points: [
              'Projects with partner agencies',
              'Mentor feedback',
              'Certificate of mentorship'
            ]
          },
          {
            step: 4,
            title: 'Career Center',
            points: [
              'Hiring network',
              'Exclusive job listings',
              'Interview prep'
            ]
          }
        ],
        cta: {
          label: 'Get Started Now',
          action: 'lead'
        }
      },
      {
        kind: 'eligibility',
        anchor: 'Eligibility',
        heading: 'Eligibility',
        tabs: [
          {
            label: 'Prerequisites',
            points: [
              'Basic computer and internet skills',
              'Interest in content, data and consumer behaviour'
            ]
          },
          {
            label: 'Eligibility',
            points: [
              'Students in college',
              'Professionals with 0-2 years of work experience'
            ]
          }
        ]
      },
      {
        kind: 'fees',
        anchor: 'course-fee',
        heading: 'Course Fee',
        tabs: [
          {
            label: 'Pune',
            fee: {
              amount: 'INR 65,000',
              duration: 'Classroom programme',
              note: 'Inclusive of all taxes'
            },
            points: [
              '150+ hours of classroom training',
              '20+ projects',
              'Placement training'
            ],
            city: 'Pune',
            plan: 'Pune centre'
          },
          {
            label: 'Haldwani',
            fee: {
              amount: null,
              duration: 'Classroom programme',
              note: 'Fee for the Haldwani centre is shared by a learning consultant'
            },
            points: [
              '150+ hours of classroom training',
              '20+ projects',
              'Placement training'
            ],
            city: 'Haldwani',
            plan: 'Haldwani centre'
          }
        ],
        ctas: [
          {
            label: 'Apply Now',
            action: 'lead'
          },
          {
            label: 'View Plans',
            action: 'plans'
          },
          {
            label: 'More Details',
            action: 'details'
          }
        ],
        plans: [
          {
            name: 'Pune centre',
            fee: {
              amount: 'INR 65,000',
              duration: 'Classroom programme',
              note: 'Inclusive of all taxes'
            },
            includes: [
              '150+ hours of classroom training',
              '20+ projects',
              'Placement training'
            ],
            payment: [
              'Pay the fee to confirm your seat and join your batch'
            ],
            cities: [
              'Pune'
            ]
          },
          {
            name: 'Haldwani centre',
            fee: {
              amount: null,
              duration: 'Classroom programme',
              note: 'Fee for the Haldwani centre is shared by a learning consultant'
            },
            includes: [
              '150+ hours of classroom training',
              '20+ projects',
              'Placement training'
            ],
            payment: [
              'Pay the fee to confirm your seat and join your batch'
            ],
            cities: [
              'Haldwani'
            ]
          }
        ]
      },
      {
        kind: 'howToApply',
        heading: 'How To Apply',
        requirement: 'You must be in college or have 0-2 years of work experience.',
        steps: [
          {
            step: 1,
            title: 'Fill the application form',
            text: 'Tell us about your education, experience and goals.'
          },
          {
            step: 2,
            title: 'Talk to learning consultants',
            text: 'A consultant checks your eligibility and helps you pick a batch.'
          },
          {
            step: 3,
            title: 'Pay and start learning',
            text: 'Pay the fee to confirm your seat and join your batch.'
          }
        ]
      },
      {
        kind: 'faq',
        anchor: 'faq',
        heading: 'Frequently Asked Questions',
        categories: [
          {
            label: 'Course Eligibility',
            questions: [
              {
                question: 'Who is this program for?',
                answer: 'College students and professionals with 0-2 years of experience who want a career in digital marketing.'
              },
              {
                question: 'Do I need a marketing background?',
                answer: 'No. The Prep Content module covers marketing fundamentals before the channel modules.'
              },
              {
                question: 'What is the admission process?',
                answer: 'Fill the application form, talk to a learning consultant, then pay the fee and start learning.'
              }
            ]
          },
          {
            label: 'Course Curriculum',
            questions: [
              {
                question: 'Which channels are covered?',
                answer: 'SEO, social media, content, email, Google Ads, Meta Ads and digital analytics.'
              },
              {
                question: 'Will I work on live projects?',
                answer: 'Yes: a blog, a social media live project, an SEO live project and mentor-led projects with partner companies.'
              },
              {
                question: 'Which tools will I use?',
                answer: 'More than 10, including Google Analytics, Google Ads, Meta Ads Manager, SEMrush, WordPress and Mailchimp.'
              }
            ]
          },
          {
            label: 'Refund Policy/Financials',
            questions: [
              {
                question: 'Can I pay the fee in instalments?',
                answer: 'Yes. You can pay in no-cost EMIs through our lending partners, or split the fee into two instalments: the first at admission and the second before the mid-course module begins.'
              },
              {
                question: 'What is the refund policy?',
                answer: 'If you withdraw within 7 days of your batch start date, the fee minus the admission fee is refunded to the original payment method within 15 working days. No refund is made after the seventh day.'
              },
              {
                question: 'Do you offer scholarships?',
                answer: 'Students, women returning to work and candidates from defence families can apply for a merit scholarship. A learning consultant reviews your profile and confirms the amount before you pay.'
              }
            ]
          }
        ]
      },
      {
        kind: 'disclaimer',
        anchor: 'disclamer',
        heading: 'Disclaimer',
        points: [
          'The statistics shown on this page come from learner surveys and public job-market reports; actual outcomes vary with each learner’s background and effort, and past performance is no guarantee of future results.',
          'Students bear their own visa and travel costs for any internship, project visit or event outside their city.'
        ]
      }
    ],
    syllabus: {
      course: 'Offline Certificate in Digital Marketing',
      summary: 'A classroom programme in SEO, social media, paid ads, email and analytics, with live projects.',
      modules: [
        {
          title: 'Prep Content',
          topics: [
            'Marketing fundamentals',
            'Customer journeys and funnels',
            'Building a website with WordPress',
            'Content writing basics'
          ]
        },
        {
          title: 'Digital Channels',
          topics: [
            'Search engine optimisation',
            'Social media marketing',
            'Content marketing',
            'Email marketing'
          ]
        },
        {
          title: 'Digital Channels-2',
          topics: [
            'Google Ads search and display',
            'Meta Ads campaigns',
            'Affiliate and influencer marketing',
            'Online reputation management'
          ]
        },
        {
          title: 'Digital Analytics',
          topics: [
            'Google Analytics 4',
            'Tag Manager and conversion tracking',
            'Campaign reporting dashboards',
            'A/B testing'
          ]
        }
      ]
    }
  } satisfies CourseContent,
});
