import type { ReviewDate } from "./reviewed";
import { joinPhrases } from "./phrases";
import { describedStoredItems } from "./storageDescriptions";

/** One question of the FAQ (docs/spec.md §2 "FAQ"). Answers are plain-text paragraphs. */
export interface FaqQuestion {
  readonly question: string;
  readonly answer: readonly string[];
  /** Optional links shown under the answer: canonical site paths with a trailing slash. */
  readonly links?: readonly { readonly label: string; readonly href: string }[];
}

/** A category of the FAQ; `id` is the section's anchor and the URL hash. */
export interface FaqCategory {
  readonly id: string;
  readonly name: string;
  readonly questions: readonly FaqQuestion[];
}

/**
 * Questions and answers of the FAQ page (docs/spec.md §2 "FAQ", /learning/faqs).
 * Five categories in display order; each `id` is the section anchor and URL hash.
 * Answers are plain-text paragraphs; links use canonical site paths with a trailing slash.
 */
export const faqCategories: readonly FaqCategory[] = [
  {
    id: "general-orm",
    name: "General ORM",
    questions: [
      {
        question: "What is online reputation management?",
        answer: [
          "Online reputation management is the work of shaping what people find when they look up you or your business online. It covers search results, review sites, news coverage, social media and the many smaller sites that republish personal details.",
          "In practice it combines a few steps: finding what is out there, requesting removal of what breaks the law or a platform's rules, working to outrank what cannot be removed with accurate content, and watching for anything new. Good reputation management does not hide the truth; it aims to make a fair, current picture what people see first.",
        ],
      },
      {
        question: "Who uses reputation management services?",
        answer: [
          "People come to us for very different reasons. Some are private individuals dealing with an old article, a harassment campaign or their home address on a people-search site. Others are executives whose name is tied to a single story, or businesses facing fake reviews or a sudden crisis.",
          "What they have in common is a problem that one report button will not fix. If you are unsure whether your situation is serious enough, a free consultation is a simple way to find out without committing to anything.",
        ],
      },
      {
        question: "Can't I just ignore a negative search result and wait for it to go away?",
        answer: [
          "Sometimes a minor item does fade, but waiting is rarely a reliable plan. Search engines tend to reward pages that get clicked, and a hostile post about a named person tends to get clicked. Ignored content can also be copied to other sites, which makes it harder to deal with later.",
          "Acting early gives you more options. Removal requests are often easier while content is recent, and building strong, accurate pages takes time, so starting before a problem grows usually means less work overall.",
        ],
      },
      {
        question: "What is the difference between removing and suppressing content?",
        answer: [
          "Removal means the site hosting the content takes it down, or a search engine stops listing it. It is possible when the material breaks the law or a platform's rules, such as leaked private data, copyright abuse or intimate images shared without consent.",
          "Suppression is used when removal is not available. It means publishing and strengthening accurate, relevant content so it ranks above the harmful result and pushes it further down. The original stays online, but when suppression works, far fewer people see it. Many plans combine both.",
        ],
      },
      {
        question: "How long does it take to see results?",
        answer: [
          "It depends on the approach and on decisions made by others. When a platform agrees that content breaks its rules, removal can happen fairly quickly, but the timing is the platform's call, and search engines then need time to update their listings.",
          "Suppression is slower, because new content has to earn its place in search results; progress is usually measured in months rather than days. During your consultation we explain what is realistic for your situation, and we will not promise a date or a ranking that nobody can guarantee.",
        ],
      },
      {
        question: "What can I safely do on my own right now?",
        answer: [
          "A few steps help in almost any situation. Take dated screenshots of the harmful content and write down the web addresses before anything changes. Avoid replying in anger or posting about the dispute, which often draws more attention to it. Check the privacy settings on your social accounts and remove details you no longer want public.",
          "You can also use the reporting tools most platforms offer when content clearly breaks their rules. Our content removal guide walks through the common options step by step.",
        ],
        links: [
          { label: "Online content removal guide", href: "/learning/guides/online-content-removal-guide/" },
        ],
      },
    ],
  },
  {
    id: "content-removal",
    name: "Content Removal",
    questions: [
      {
        question: "What kinds of content can be removed?",
        answer: [
          "Content is most likely to come down when it breaks a law or a platform's own rules. Common examples include home addresses and phone numbers published without consent, photos or text used without permission, intimate images shared without consent, impersonation, threats, targeted harassment and clearly false, damaging statements.",
          "Each platform sets its own standards and makes its own decision. Our job is to identify which rule or legal ground applies, present the request clearly with the right evidence, and follow it through.",
        ],
      },
      {
        question: "Can you guarantee that something will be removed?",
        answer: [
          "No, and we would be wary of anyone who does. The final decision belongs to the website owner, the platform, the search engine or, in some cases, a court. None of them answer to us.",
          "What we can offer is an honest assessment before you commit, a request built on the strongest grounds available, and persistence in following it up. If removal is unlikely, we will say so and explain other options, such as suppression, rather than take on work we do not expect to succeed.",
        ],
      },
      {
        question: "Can you remove a news article or information that is true?",
        answer: [
          "Accurate news reporting and true public records are the hardest content to remove, because publishers and search engines generally protect them. Even so, some publishers will update an outdated article, add a follow-up, or reconsider an old story about a minor matter, and a polite, well-supported request is often worth making.",
          "When removal is not possible, the usual answer is suppression: building accurate, current content so the old story is no longer the first thing people see when they search your name.",
        ],
      },
      {
        question: "What happens if content cannot be removed?",
        answer: [
          "You still have options. We can ask the publisher to correct or update it, and we can help you respond publicly where a calm reply would reassure readers. Most often, we focus on suppression: creating and strengthening accurate profiles, articles and pages so they outrank the harmful result.",
          "Suppression does not erase anything, and results depend on how search engines rank pages, which no one outside those companies controls. When it works, it changes what most people see when they search, and our monitoring shows how it is working over time.",
        ],
      },
      {
        question: "My home address and phone number are on people-search sites. Can you help?",
        answer: [
          "Yes. Data brokers and people-search sites gather public records and other data and publish profiles that anyone can look up. Most offer an opt-out process, but there are many of these sites, each with its own steps, and listings often reappear after removal.",
          "We look for where your details are published, submit opt-out and removal requests, and keep checking for relistings. If your safety is at risk, tell us during the consultation so we can start with the sites that matter most.",
        ],
        links: [
          { label: "Privacy protection", href: "/services/individuals/privacy-protection/" },
          { label: "Why data brokers are a risk", href: "/learning/blog/data-broker-dangers/" },
        ],
      },
      {
        question: "I am being harassed online. What should I do first?",
        answer: [
          "If you are in immediate danger, contact your local emergency services first. Then, if you can, preserve evidence: screenshots that show the date, the account name and the web address of each post or message. Try not to reply to the person harassing you, since replies often escalate things.",
          "Report the content and block the accounts using each platform's tools. When the abuse is widespread or keeps coming back, we can help document it, pursue takedowns and watch for new posts, so you do not have to face it alone.",
        ],
        links: [
          { label: "Online harassment solutions", href: "/services/individuals/online-harassment-solutions/" },
        ],
      },
    ],
  },
  {
    id: "review-management",
    name: "Review Management",
    questions: [
      {
        question: "Can you remove negative reviews?",
        answer: [
          "We can flag reviews that break a platform's rules, such as fake reviews, reviews posted by someone who was never a customer, hateful or threatening language, or reviews meant for a different business. Each flag points to the specific rule involved and includes supporting evidence.",
          "The platform decides whether a review comes down, and genuine reviews from real customers generally stay up, even when they feel unfair. For those, a thoughtful response and a steady flow of new, honest reviews are the most effective answer.",
        ],
        links: [
          { label: "Review management for businesses", href: "/services/businesses/review-management/" },
        ],
      },
      {
        question: "Will you write positive reviews for my business?",
        answer: [
          "No. We do not write, buy or arrange fake reviews, and we do not post reviews on anyone's behalf. Fake reviews mislead the people who read them, break the rules of the major review platforms and can lead to penalties for the business they were meant to help.",
          "Instead, we help you ask real customers for honest feedback at the right moments and make it easy for them to leave it. Over time, genuine reviews build a rating that holds up and that customers can trust.",
        ],
      },
      {
        question: "What is review gating, and why don't you use it?",
        answer: [
          "Review gating means first asking customers whether they had a good experience, then inviting only the happy ones to post a public review while steering unhappy ones to a private form. It makes a rating look better than the real experience.",
          "Several major review platforms prohibited it when we last reviewed their rules (Google, for example, asks businesses not to solicit positive reviews selectively), and it misleads the people who rely on reviews. We invite every customer in the same way and leave what they write up to them. Critical reviews have value too: they show you what to fix.",
        ],
      },
      {
        question: "Should I respond to negative reviews?",
        answer: [
          "In most cases, yes. A calm, specific reply shows future customers that you listen, and it is often your best chance to give your side of the story. Thank the reviewer, acknowledge the issue without arguing, and offer a way to continue the conversation privately.",
          "Avoid sharing private details about the customer, blaming them, or offering anything in exchange for changing the review. If a review looks fake, flag it through the platform rather than accusing the reviewer in public. We can help you draft replies that sound like you.",
        ],
      },
      {
        question: "We are a healthcare practice. How do you handle patient reviews?",
        answer: [
          "Healthcare reviews need extra care. A public reply should never confirm that the reviewer is a patient or mention their care, even if they have shared details themselves. We follow HIPAA in our healthcare work.",
          "We help practices write general, courteous responses that invite the person to get in touch privately, flag reviews that break platform rules, and encourage genuine feedback from patients in ways that respect their privacy.",
        ],
      },
      {
        question: "How do you help us get more genuine reviews?",
        answer: [
          "Many satisfied customers do not think to leave a review unless someone asks. We help you build a simple, consistent routine: asking every customer at a natural moment, such as after a finished job or visit, and sending a direct link to the right review page.",
          "We also look at where your customers actually read reviews, so your effort goes to the platforms that matter for your business. Because everyone is invited the same way and nobody is paid or pressured, the reviews you earn are honest and tend to stay up.",
        ],
      },
    ],
  },
  {
    id: "about-our-services",
    name: "About Our Services",
    questions: [
      {
        question: "How does the free consultation work?",
        answer: [
          "Send us a short description of what is happening through the contact form. You do not need to gather everything first; a few lines and the relevant web addresses are enough. A specialist reviews it in confidence and replies within 1-2 business hours.",
          "From there we talk through your situation, explain which options are realistic and which are not, and outline what a plan could involve. The consultation is free, confidential and carries no obligation to go ahead.",
        ],
        links: [{ label: "Request a free consultation", href: "/contact/" }],
      },
      {
        question: "What happens after I decide to work with you?",
        answer: [
          "Every engagement follows our five-phase process. In Discovery and Analysis we map what appears about you online and why. In the Strategic Blueprint phase we agree on goals and a plan. Implementation is where removal requests, content work and review programs take place.",
          "Monitoring and Optimization keeps watch and adjusts the plan as results come in. Long-Term Resilience then focuses on keeping your reputation strong, so any future problem has less room to do harm.",
        ],
        links: [{ label: "See our five-phase process", href: "/about/process/" }],
      },
      {
        question: "How much do your services cost?",
        answer: [
          "Cost depends on the scope of the work: how much content is involved, which platforms are concerned, and whether you need removal, suppression, review management, monitoring or a mix. Because no two situations are alike, we do not publish a standard price list.",
          "After the free consultation, we explain what we recommend and what it will cost before any work begins. Fees are charged in US dollars and are due in advance. Our terms of service set out the conditions in full.",
        ],
      },
      {
        question: "Do you work with individuals, or only with businesses?",
        answer: [
          "Both. We help private individuals with personal content removal, data broker listings and online harassment. We also work with executives and public figures, and with businesses on review management, negative content suppression and false statements about their company.",
          "The process is the same in every case, but the plan is built around your circumstances. When you contact us, the form lets you say whether your inquiry concerns you, your business, an executive or something else.",
        ],
        links: [{ label: "Browse all services", href: "/services/" }],
      },
      {
        question: "What does 24/7 monitoring involve?",
        answer: [
          "We watch search results, review sites, news and social media around the clock for new mentions of you or your business. When something appears that needs attention, we let you know promptly, so you can decide how to respond before it spreads.",
          "Monitoring also shows whether removed content has resurfaced, whether a data broker has relisted your details, and how suppression work is holding up. It is the heart of the Monitoring and Optimization phase of our process.",
        ],
      },
      {
        question: "Do you edit Wikipedia articles for clients?",
        answer: [
          "We do not make undisclosed paid edits. Wikipedia requires anyone paid to contribute to disclose that relationship, and it discourages people with a conflict of interest from editing articles about themselves or their clients directly. We follow those disclosure rules.",
          "Where an article contains errors or unsupported claims, the usual route is to propose corrections openly on the article's talk page, backed by reliable published sources. Wikipedia's volunteer editors then decide what changes are made.",
        ],
      },
    ],
  },
  {
    id: "legal-privacy",
    name: "Legal & Privacy",
    questions: [
      {
        question: "Are you a law firm? Can you give me legal advice?",
        answer: [
          "No. RRR is not a law firm, and nothing we say on this website or in a consultation is legal advice. We work through platform policies, search engine processes, direct requests to site owners and accurate content.",
          "Some situations, such as serious threats or disputes that may end up in court, call for a licensed attorney. When that is the case, we will say so plainly so that you can seek qualified legal advice. Decisions on legal claims rest with the courts.",
        ],
        links: [{ label: "Read our disclaimer", href: "/disclaimer/" }],
      },
      {
        question: "Will anyone know that I hired you?",
        answer: [
          "We treat what you tell us as confidential from your first message, limit it to the people working on your case, who are bound by confidentiality obligations, and share it only as our Privacy Policy describes. The consultation is confidential too, and you decide whether anything is ever made public.",
          "There are limits you should know about. Messages sent through our contact form are delivered to us by an email service, EmailJS. Some removal requests can only be made by the affected person, so a platform or publisher may need your name or proof of identity; if a step in your plan requires that, we explain it and agree on it with you before anything is sent. And the law can require us to disclose information, for example under a subpoena or court order.",
        ],
        links: [{ label: "Read our Privacy Policy", href: "/privacy/" }],
      },
      {
        question: "Do you follow HIPAA when working with healthcare clients?",
        answer: [
          "Yes. When we work with physicians, practices and other healthcare organizations, we follow HIPAA. It shapes how we handle any patient information that comes up during an engagement and how we help you respond to public reviews.",
          "To protect everyone involved, please do not include patient details or other health information in the contact form. If an engagement requires such information, we will arrange a secure way to receive it.",
        ],
      },
      {
        question: "Does this website use cookies or track me?",
        answer: [
          `This website sets no cookies and uses no analytics, advertising or tracking tools. It does keep a few small items in your own browser, all first-party and each only when you use the feature it serves: ${joinPhrases(describedStoredItems.map((item) => item.name.toLowerCase()))}.`,
          "These items stay on your device and are not sent to us. What you type in a form leaves your browser only when you press send or subscribe: the form's contents then go to EmailJS, the email service that delivers them to us. As with any website, our hosting provider's servers also receive basic technical information, such as your IP address, with each page request. The Cookie Policy lists each item, what it holds and how to clear it.",
        ],
        links: [{ label: "Cookie Policy", href: "/cookies/" }],
      },
      {
        question: "How do you use the information I send you?",
        answer: [
          "We use what you send to understand your situation, reply to you and, if you decide to work with us, carry out the work you asked for. Access is limited to the people handling your inquiry, and we do not sell personal information.",
          "Our Privacy Policy explains in detail what we collect, why we collect it, how long we keep it, and the choices and rights you have.",
        ],
        links: [{ label: "Read our Privacy Policy", href: "/privacy/" }],
      },
      {
        question: "Can you help if someone is spreading false statements about my business?",
        answer: [
          "Often, yes. False statements on review sites and social platforms frequently break platform rules, and we can report them with supporting evidence. We can also help you respond publicly in a measured way and build accurate content that gives people the full picture.",
          "In general US terms, a defamation claim usually needs five elements: a false statement presented as fact, shared with at least one other person, that identifies the business, made with fault (at least negligence, or actual malice for public figures) and causing harm. Whether a statement is legally defamatory is a question for attorneys and, ultimately, the courts. We do not give legal advice, but we can help you understand when it may make sense to speak with a lawyer.",
        ],
        links: [
          { label: "Corporate defamation solutions", href: "/services/businesses/corporate-defamation-solutions/" },
          { label: "When to consider legal review", href: "/learning/blog/legal-review-options/" },
        ],
      },
    ],
  },
];

/**
 * When the outside rules the FAQ's answers describe (HIPAA, Wikipedia's disclosure rules, platform
 * review policies, the elements of defamation) were last checked; the page shows it as "Last
 * reviewed <date>" and the build warns when it is over a year old (`src/content/reviewed.ts`).
 */
export const FAQ_REVIEWED: ReviewDate = { date: "2026-11-25", displayDate: "November 25, 2026" };
