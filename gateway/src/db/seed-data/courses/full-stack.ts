// The Full Stack Development course page as the seed writes it (moved from the web app's TypeScript
// content, issue 29). Written once by the seed; edited by staff in /admin from then on.
import type { CourseContent } from '../../../services/course-content.js';
import type { CourseSeed } from './index.js';

export const fullStack = (_now: Date): CourseSeed => ({
  slug: 'full-stack-development',
  path: '/courses/basic-python',
  aliases: ['/courses/full-stack-development'],
  label: 'Full Stack Development',
  position: 2,
  content: {
    title: 'Certificate in Full Stack Development in Pune',
    metaDescription: 'Four-month classroom full stack course in Pune: Java, DSA, JavaScript, HTML, CSS and MySQL, 20+ projects, Essential from INR 75,000.',
    label: 'Full Stack Development',
    card: {
      image: '/media/content/courses/full-stack-development.svg',
      title: 'Certificate in Full Stack Development',
      duration: '150+ hours of learning',
      certification: 'Certificate in Full Stack Development (Essential or Pro)'
    },
    sections: [
      {
        kind: 'hero',
        eyebrow: '4-month classroom programme',
        title: 'Certificate in Full Stack Development',
        tagline: 'Learn Java, data structures, JavaScript, HTML and CSS in class and build the portfolio that gets you hired.',
        points: [
          'Essential and Pro tiers',
          'Live projects reviewed by engineers',
          'Interview preparation with 1500+ questions'
        ],
        ctas: [
          {
            label: 'Apply Now',
            action: 'lead'
          },
          {
            label: 'Download Syllabus',
            action: 'syllabus'
          }
        ],
        image: {
          src: '/media/content/courses/full-stack-development.svg',
          alt: 'A learner coding a web application'
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
            value: '15000+',
            label: 'Interview questions'
          },
          {
            value: '10+',
            label: 'Tools'
          }
        ]
      },
      {
        kind: 'careerOutcomes',
        heading: 'Career Outcomes',
        tabs: [
          {
            role: 'Full Stack Developer',
            description: 'Build features end to end, from the database and APIs to the screens people use.',
            salary: [
              {
                level: 'Minimum',
                lpa: '3.5L'
              },
              {
                level: 'Average',
                lpa: '5L'
              },
              {
                level: 'Maximum',
                lpa: '10L'
              }
            ],
            responsibilities: [
              'Design REST APIs in Java',
              'Build responsive front ends',
              'Model data in MySQL'
            ]
          },
          {
            role: 'Team Lead',
            description: 'Grow into leading a small team: plan sprints, review code and own delivery.',
            salary: [
              {
                level: 'Minimum',
                lpa: '3.5L'
              },
              {
                level: 'Average',
                lpa: '5L'
              },
              {
                level: 'Maximum',
                lpa: '10L'
              }
            ],
            responsibilities: [
              'Review pull requests',
              'Break features into tasks',
              'Mentor junior developers'
            ]
          }
        ],
        demand: {
          value: '34%',
          label: 'Surge in full stack job postings between 2020 and 2023'
        },
        hiringCompanies: [
          {
            name: 'Deccan Softworks',
            logo: '/media/content/companies/deccan-softworks.svg'
          },
          {
            name: 'Konkan AI Labs',
            logo: '/media/content/companies/konkan-ai-labs.svg'
          },
          {
            name: 'Mula Capital',
            logo: '/media/content/companies/mula-capital.svg'
          },
          {
            name: 'Chakan Precision',
            logo: '/media/content/companies/chakan-precision.svg'
          }
        ]
      },
      {
        kind: 'highlights',
        heading: 'Key Highlights',
        items: [
          {
            icon: '/media/content/icons/classroom.svg',
            title: 'Classroom coding labs',
            description: 'Write code every session with a mentor reviewing it live.'
          },
          {
            icon: '/media/content/icons/dsa.svg',
            title: 'DSA for interviews',
            description: 'Solve the data structure problems product companies ask.'
          },
          {
            icon: '/media/content/icons/projects.svg',
            title: '20+ projects',
            description: 'Ship apps you can show in interviews and on GitHub.'
          },
          {
            icon: '/media/content/icons/interview.svg',
            title: 'Mock interviews',
            description: '1-1 mock interviews with engineers from hiring partners.'
          },
          {
            icon: '/media/content/icons/certificate.svg',
            title: 'Certificate',
            description: 'A certificate in full stack development on completion.'
          },
          {
            icon: '/media/content/icons/placement.svg',
            title: 'Placement support',
            description: 'Resume reviews and referrals to our hiring network.'
          }
        ]
      },
      {
        kind: 'comparison',
        heading: 'Essential or Pro?',
        programs: [
          {
            title: 'Essential',
            duration: '4 months',
            inclusions: [
              '5+ projects',
              'Java, DSA, HTML, CSS, JavaScript and MySQL',
              'Placement training'
            ],
            stats: [
              {
                value: '5+',
                label: 'Projects'
              }
            ],
            fee: {
              amount: 'INR 75,000',
              duration: '4 months',
              emi: 'INR 5,200/month'
            }
          },
          {
            title: 'Pro',
            duration: '6 months',
            inclusions: [
              '15+ projects',
              'Everything in Essential',
              'Extended projects and 1-1 mentorship'
            ],
            stats: [
              {
                value: '15+',
                label: 'Projects'
              }
            ],
            fee: {
              amount: null,
              duration: '6 months',
              note: 'Fee shared by a learning consultant'
            }
          }
        ],
        ctas: [
          {
            label: 'Apply Now',
            action: 'lead'
          }
        ]
      },
      {
        kind: 'curriculum',
        heading: 'Curriculum',
        tabs: [
          {
            title: 'Prep Content',
            topics: [
              'How the web works',
              'Command line and Git basics',
              'Programming logic and flowcharts'
            ],
            tools: [
              {
                image: '/media/content/tools/git.svg',
                label: 'Git'
              },
              {
                image: '/media/content/tools/vscode.svg',
                label: 'VS Code'
              }
            ]
          },
          {
            title: 'Java',
            topics: [
              'Syntax, types and control flow',
              'Object-oriented programming',
              'Collections and generics',
              'Exception handling',
              'REST APIs with Spring Boot'
            ],
            tools: [
              {
                image: '/media/content/tools/java.svg',
                label: 'Java'
              },
              {
                image: '/media/content/tools/spring-boot.svg',
                label: 'Spring Boot'
              }
            ]
          },
          {
            title: 'Data Structure and Algorithms',
            topics: [
              'Arrays and strings',
              'Linked lists, stacks and queues',
              'Trees and graphs',
              'Sorting and searching',
              'Dynamic programming'
            ],
            tools: [
              {
                image: '/media/content/tools/java.svg',
                label: 'Java'
              }
            ]
          },
          {
            title: 'HTML5 and CSS3',
            topics: [
              'Semantic HTML',
              'Flexbox and grid',
              'Responsive design',
              'Forms and accessibility'
            ],
            tools: [
              {
                image: '/media/content/tools/html5.svg',
                label: 'HTML5'
              },
              {
                image: '/media/content/tools/css3.svg',
                label: 'CSS3'
              }
            ]
          },
          {
            title: 'Javascript',
            topics: [
              'ES6+ syntax',
              'DOM and events',
              'Fetch and async/await',
              'React components and state'
            ],
            tools: [
              {
                image: '/media/content/tools/javascript.svg',
                label: 'JavaScript'
              },
              {
                image: '/media/content/tools/react.svg',
                label: 'React'
              }
            ]
          },
          {
            title: 'MySQL',
            topics: [
              'Tables, keys and relations',
              'Joins and aggregation',
              'Indexes',
              'Connecting Java with JDBC'
            ],
            tools: [
              {
                image: '/media/content/tools/mysql.svg',
                label: 'MySQL'
              }
            ]
          }
        ]
      },
      {
        kind: 'tools',
        heading: 'Tools and Technologies',
        tools: [
          {
            image: '/media/content/tools/java.svg',
            label: 'Java'
          },
          {
            image: '/media/content/tools/spring-boot.svg',
            label: 'Spring Boot'
          },
          {
            image: '/media/content/tools/html5.svg',
            label: 'HTML5'
          },
          {
            image: '/media/content/tools/css3.svg',
            label: 'CSS3'
          },
          {
            image: '/media/content/tools/javascript.svg',
            label: 'JavaScript'
          },
          {
            image: '/media/content/tools/react.svg',
            label: 'React'
          },
          {
            image: '/media/content/tools/mysql.svg',
            label: 'MySQL'
          },
          {
            image: '/media/content/tools/git.svg',
            label: 'Git'
          },
          {
            image: '/media/content/tools/github.svg',
            label: 'GitHub'
          },
          {
            image: '/media/content/tools/postman.svg',
            label: 'Postman'
          },
          {
            image: '/media/content/tools/vscode.svg',
            label: 'VS Code'
          }
        ]
      },
      {
        kind: 'projects',
        heading: 'Industry Projects',
        projects: [
          {
            company: 'Deccan Softworks',
            title: 'Note-taking app',
            description: 'A notes app with sign-in, tags, search and autosave, backed by a Java REST API.',
            tools: [
              'Java',
              'Spring Boot',
              'MySQL'
            ]
          },
          {
            company: 'Lonavala Media',
            title: 'Weather forecast app',
            description: 'A responsive app that shows a 7-day forecast for any city from a public weather API.',
            tools: [
              'HTML5',
              'CSS3',
              'JavaScript'
            ]
          },
          {
            company: 'Mula Capital',
            title: 'E-commerce site',
            description: 'A shop with product catalogue, cart, checkout and an admin panel for orders.',
            tools: [
              'React',
              'Java',
              'MySQL'
            ]
          }
        ]
      },
      {
        kind: 'instructors',
        heading: 'Meet Your Instructors',
        tabs: [
          {
            label: 'Instructors',
            people: [
              {
                name: 'Rohit Kulkarni',
                role: 'Senior Software Engineer',
                companyLogo: '/media/content/companies/deccan-softworks.svg',
                bio: 'Eight years of building Java microservices; teaches Java and DSA.'
              },
              {
                name: 'Swati Joshi',
                role: 'Front-End Lead',
                companyLogo: '/media/content/companies/lonavala-media.svg',
                bio: 'Leads a team building React apps; teaches HTML, CSS and JavaScript.'
              },
              {
                name: 'Amol Patankar',
                role: 'Database Engineer',
                companyLogo: '/media/content/companies/mula-capital.svg',
                bio: 'Designs MySQL schemas for banking systems; teaches MySQL.'
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
              'Hands-on coding labs',
              'Industry-designed curriculum',
              'Expert faculty'
            ]
          },
          {
            step: 2,
            title: '360 degree Career Prep',
            points: [
              'Resume and GitHub review',
              'Interview question bank of 1500+ questions',
              '1-1 mock interviews'
            ]
          },
          {
            step: 3,
            title: 'Guided Internship',
            points: [
              'Projects with partner companies',
              'Mentor code reviews',
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
        ]
      },
      {
        kind: 'banner',
        title: 'Connect with us',
        text: 'Speak with a learning consultant to pick the right tier for your goals.',
        cta: {
          label: 'Connect With Us',
          action: 'lead'
        }
      },
      {
        kind: 'testimonials',
        heading: 'Alumni Reviews',
        testimonials: [
          {
            name: 'Siddharth Deshpande',
            employer: 'Deccan Softworks',
            salaryHikePercent: 60,
            quote: 'The DSA classes and mock interviews got me through the coding round on my first try.'
          },
          {
            name: 'Kiran Salunkhe',
            employer: 'Chakan Precision',
            salaryHikePercent: 45,
            quote: 'I moved from manual testing to development after building three full projects in class.'
          },
          {
            name: 'Tanvi Mane',
            employer: 'Lonavala Media',
            salaryHikePercent: 50,
            quote: 'Mentors reviewed every line of my e-commerce project; that is what interviewers asked about.'
          }
        ]
      },
      {
        kind: 'ratings',
        heading: 'Rated by Learners',
        ratings: [
          {
            site: 'Google',
            logo: '/media/content/ratings/google.svg',
            score: '4.8/5',
            reviews: '6,500+'
          },
          {
            site: 'Course Report',
            logo: '/media/content/ratings/course-report.svg',
            score: '4.9/5',
            reviews: '550+'
          },
          {
            site: 'SwitchUp',
            logo: '/media/content/ratings/switchup.svg',
            score: '4.9/5',
            reviews: '230+'
          }
        ]
      },
      {
        kind: 'eligibility',
        anchor: 'Eligibility',
        heading: 'Prerequisites and Eligibility',
        tabs: [
          {
            label: 'Prerequisites',
            points: [
              'No coding experience needed',
              'Basic computer skills',
              'A laptop with 8 GB RAM'
            ]
          },
          {
            label: 'Eligibility',
            points: [
              'Graduates or final-year students in any field',
              'Working professionals moving into software development'
            ]
          }
        ]
      },
      {
        kind: 'fees',
        anchor: 'course-fee',
        heading: 'Tuition Fee',
        tabs: [
          {
            label: 'Essential',
            fee: {
              amount: 'INR 75,000',
              duration: '4 months',
              emi: 'INR 5,200/month'
            },
            points: [
              '5+ projects',
              'Placement training'
            ]
          },
          {
            label: 'Pro',
            fee: {
              amount: null,
              duration: '6 months',
              note: 'Fee shared by a learning consultant'
            },
            points: [
              '15+ projects',
              '1-1 mentorship'
            ]
          }
        ],
        ctas: [
          {
            label: 'Apply Now',
            action: 'lead'
          }
        ]
      },
      {
        kind: 'included',
        heading: "What's Included",
        items: [
          'Classroom sessions at the Pune centre',
          'Recorded lectures for revision',
          'Project code reviews',
          'Interview question bank',
          'Course completion certificate',
          'Placement assistance'
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
                question: 'Can a non-IT graduate join?',
                answer: 'Yes. The Prep Content module starts from the basics, and many of our alumni come from commerce and mechanical backgrounds.'
              },
              {
                question: 'Do I need a laptop?',
                answer: 'Yes, a laptop with at least 8 GB RAM; our team helps you install every tool in the first week.'
              },
              {
                question: 'Which tier should I choose?',
                answer: 'Essential suits learners who want a job-ready foundation in 4 months; Pro adds 15+ projects and mentorship over 6 months.'
              }
            ]
          },
          {
            label: 'Course Curriculum',
            questions: [
              {
                question: 'Which languages will I learn?',
                answer: 'Java for the back end, JavaScript with HTML5 and CSS3 for the front end, and MySQL for data.'
              },
              {
                question: 'Is DSA covered?',
                answer: 'Yes, a full module on data structures and algorithms prepares you for coding interviews.'
              },
              {
                question: 'How many projects will I build?',
                answer: 'Essential includes 5+ projects and Pro 15+, including a note-taking app, a weather app and an e-commerce site.'
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
        kind: 'support',
        anchor: 'disclamer',
        heading: 'Learner Support',
        availability: '24/7',
        text: 'Reach our learner support team 24/7 for help with classes, payments and placements.',
        contacts: [
          {
            label: 'Toll-free',
            setting: 'tollFreeNumber'
          },
          {
            label: 'For Indian nationals',
            setting: 'mobileNumber'
          }
        ],
        disclaimer: [
          'The statistics shown on this page come from learner surveys and public job-market reports; actual outcomes vary with each learner’s background and effort, and past performance is no guarantee of future results.',
          'Students bear their own visa and travel costs for any internship, project visit or event outside their city.'
        ]
      }
    ],
    syllabus: {
      course: 'Certificate in Full Stack Development',
      summary: 'A 4-month classroom programme in Java, data structures, JavaScript, HTML, CSS and MySQL.',
      modules: [
        {
          title: 'Prep Content',
          hours: 15,
          topics: [
            'How the web works',
            'Command line and Git basics',
            'Programming logic and flowcharts'
          ]
        },
        {
          title: 'Java',
          hours: 35,
          topics: [
            'Syntax, types and control flow',
            'Object-oriented programming',
            'Collections and generics',
            'Exception handling',
            'REST APIs with Spring Boot'
          ]
        },
        {
          title: 'Data Structure and Algorithms',
          hours: 35,
          topics: [
            'Arrays and strings',
            'Linked lists, stacks and queues',
            'Trees and graphs',
            'Sorting and searching',
            'Dynamic programming'
          ]
        },
        {
          title: 'HTML5 and CSS3',
          hours: 20,
          topics: [
            'Semantic HTML',
            'Flexbox and grid',
            'Responsive design',
            'Forms and accessibility'
          ]
        },
        {
          title: 'Javascript',
          hours: 30,
          topics: [
            'ES6+ syntax',
            'DOM and events',
            'Fetch and async/await',
            'React components and state'
          ]
        },
        {
          title: 'MySQL',
          hours: 15,
          topics: [
            'Tables, keys and relations',
            'Joins and aggregation',
            'Indexes',
            'Connecting Java with JDBC'
          ]
        }
      ]
    }
  } satisfies CourseContent,
});
