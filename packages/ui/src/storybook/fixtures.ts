/**
 * Sample data shared by the stories: Cornerstone Law Trust's own names, routes and texts (from
 * `content/site.yaml` and the content collections), kept here as literals so the kit never reads
 * the content at runtime.
 */

/** A small stand-in for `content/media/logo.svg`: navy disc, gold ring, white arch with a gold keystone. */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#0f2742"/><circle cx="32" cy="32" r="29.6" fill="none" stroke="#b08d57" stroke-width="1.4"/><path d="M18.7 44.8V35.4a13.3 13.3 0 0 1 26.6 0v9.4" fill="none" stroke="#f4efe6" stroke-width="8.4"/><rect x="12.4" y="45.7" width="39.2" height="2.8" rx="0.6" fill="#f4efe6"/><path d="M36.55 15.82a20.3 20.3 0 0 0-9.1 0l2.75 11.93a8.05 8.05 0 0 1 3.6 0z" fill="#b08d57"/></svg>`;

export const sampleSiteName = "Cornerstone Law Trust";

export const sampleLogo = {
  src: `data:image/svg+xml,${encodeURIComponent(logoSvg)}`,
  href: "/",
};

/** The main navigation, as in `content/site.yaml`. */
export const sampleNavLinks = [
  { label: "About", href: "/about" },
  { label: "Maxims of Law", href: "/maxims" },
  { label: "Dictionary", href: "/dictionary" },
  { label: "Resources", href: "/resources" },
  { label: "Services", href: "/services" },
  { label: "Contact", href: "/contact" },
  { label: "FAQ", href: "/faq" },
];

export const sampleCta = { label: "Work with us", href: "/work-with-us" };

export const sampleFooterYear = 2025;

/** `footer.disclaimer` of `content/site.yaml`. */
export const sampleDisclaimer =
  "Cornerstone Law Trust is a private trust. All transactions with the trust are donations, made in money instruments, gold, silver or cryptocurrency. The trust states that it does not operate under the laws of the United States or of any state. The material on this site is the trust's own view, provided for general education; it has not been verified by any authority and is not legal, tax or financial advice. Use any document or procedure described here at your own risk.";

/** Some of the DIY processes listed on /diy-processes, in the site's order. */
export const sampleProcesses = [
  {
    order: 1,
    title: "Declarations, Affidavits, Notifications, and Recordings",
    description:
      "An introduction to written statements of fact: how declarations and affidavits are written, signed and notarized, and how a county office records a document in the public record.",
    timeEstimate: "24 hours",
    templates: 2,
    href: "/diy-processes/affidavits-declarations",
  },
  {
    order: 4,
    title: "Establish a private non-statutory Trust/Estate",
    description:
      "How an express private trust is structured, the documents that create and evidence it, how they are executed and recorded, and how a trust is administered afterwards.",
    timeEstimate: "1 day - 4 weeks",
    templates: 4,
    href: "/diy-processes/trust-estate-establishment",
  },
  {
    order: 5,
    title: "Foreign Trust EIN",
    description:
      "An overview of applying to the IRS for an Employer Identification Number for a trust with Form SS-4, including the route for applicants without a U.S. address.",
    timeEstimate: "1 hr",
    templates: 1,
    href: "/diy-processes/foreign-trust-ein",
  },
  {
    order: 6,
    title: "Foreign Trust Bank Accounts",
    description:
      "An overview of opening a bank account for a trust outside the United States, from choosing a jurisdiction to preparing the documents banks ask for.",
    timeEstimate: "1 day",
    templates: 1,
    href: "/diy-processes/foreign-trust-bank-accounts",
  },
];

/** Questions and (first paragraphs of) answers from /faq. */
export const sampleFaqs = [
  {
    value: "legal-advice",
    question: "Do you give legal advice?",
    answer:
      "No. Nothing on this website, in our videos, documents or templates, or in a phone consultation is legal advice, and no attorney–client relationship is created by contacting us or working with us.",
  },
  {
    value: "licensed",
    question: "Are you licensed?",
    answer:
      "No. The trust and the people who work with it are not licensed to practice law, accounting or any other licensed profession in any state.",
  },
  {
    value: "states",
    question: "Which states do you work in?",
    answer: "We work with people throughout the United States, by phone and online.",
  },
];

const mockPage = (body: string, background: string) =>
  `data:text/html;charset=utf-8,${encodeURIComponent(
    `<!doctype html><html lang="en"><body style="margin:0;height:100vh;display:grid;place-items:center;background:${background};color:#fff;font:600 18px system-ui,sans-serif">${body}</body></html>`,
  )}`;

/** A self-contained stand-in for a video player (stories must not depend on the network). */
export const samplePlayerSrc = mockPage(
  `<div style="text-align:center"><div style="width:64px;height:64px;margin:0 auto 12px;border-radius:50%;background:#b08d57;display:grid;place-items:center"><div style="margin-left:6px;border-left:20px solid #0f2742;border-top:12px solid transparent;border-bottom:12px solid transparent"></div></div>Sample video player</div>`,
  "#0b1d31",
);

/** A self-contained stand-in for the third-party donation widget of /trust-donation. */
export const sampleWidgetSrc = mockPage(`<div>Sample donation widget</div>`, "#1f5fa8");

/**
 * A frame URL the browser refuses to load from a web page, so no load event ever arrives: the
 * frame stays `loading` until its timeout, like a host that never answers.
 */
export const neverLoadingSrc = "file:///never-loads.html";

/**
 * Arabic for the right-to-left stories (the site is in English today; names, quotations and
 * terms in a right-to-left script can still reach any component).
 */
export const sampleArabic = {
  startProcess: "ابدأ العملية",
  comingSoon: "قريبًا",
  processTitle: "الإقرارات والإفادات الخطية والإشعارات والتسجيلات",
  processDescription:
    "مقدمة إلى البيانات المكتوبة للوقائع: كيف تُكتب الإقرارات والإفادات الخطية وتوقّع وتوثّق، وكيف يسجّل مكتب المقاطعة وثيقة في السجل العام.",
  question: "هل تقدمون استشارات قانونية؟",
  answer: "لا. لا شيء على هذا الموقع، ولا في مقاطع الفيديو أو النماذج، يُعد استشارة قانونية.",
  searchLabel: "ابحث في المصطلحات القانونية",
  searchQuery: "إفادة خطية",
  linkCopied: "تم نسخ الرابط",
  linkCopiedDetail: "نُسخ رابط المشاركة إلى الحافظة.",
  stepTitle: "الخطوة ٤: سجّل أول إفادة خطية علنًا",
  stepSummary: "اعثر على مكتب المقاطعة المناسب، والتزم بمتطلبات التنسيق والرسوم، وسجّل وثيقتك واحتفظ بنسخ مصدّقة.",
  back: "رجوع",
  termNotFound: "المصطلح غير موجود",
  termNotFoundMessage: "تعذّر العثور على المصطلح القانوني المطلوب.",
  backToDictionary: "العودة إلى القاموس",
  dictionary: "القاموس",
};
