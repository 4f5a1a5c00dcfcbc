/**
 * The content editor's own code (Decap CMS 3, docs/decisions/034 and 036), bundled by
 * `scripts/cms-admin.ts` into `/admin/cms.js`. It runs after Decap's bundle, which `init.js` told
 * to wait (`CMS_MANUAL_INIT`), and before the editor starts:
 *
 * - images in a body are written as standard Markdown with alt text, and a save with an image
 *   without alt text is refused (WCAG 2.2 SC 1.1.1; Decap does not enforce `required` inside an
 *   editor component, so a `preSave` listener does);
 * - the preview shows posts, guides and case studies with the site's own stylesheet
 *   (`/admin/preview.css`, built from `src/styles` and the article body's styles);
 * - on this computer (`npm run cms`), changes are saved straight to the files through
 *   decap-server; on the site, each change is a draft saved as a pull request.
 *
 * Decap's globals: https://decapcms.org/docs/customization/ (preview templates),
 * https://decapcms.org/docs/custom-widgets/#registereditorcomponent (editor components),
 * https://decapcms.org/docs/registering-events/ (events), https://decapcms.org/docs/manual-initialization/.
 */

/** An element for Decap's React (`h`): a tag, its properties and its children. */
type CreateElement = (type: string, props: Readonly<Record<string, unknown>> | null, ...children: unknown[]) => unknown;

/** The part of an entry (an Immutable.js map) the preview and the guard read. */
interface Entry {
  getIn(path: readonly string[]): unknown;
}

/** What Decap gives a preview template. */
interface PreviewProps {
  readonly entry: Entry;
  readonly widgetFor: (name: string) => unknown;
}

/** The fields of the image component, as the editor holds them. */
interface ImageFields {
  readonly src?: string;
  readonly alt?: string;
}

/** The part of Decap's `CMS` global used here (decap-cms-core's `CMS` interface). */
interface DecapCms {
  init(options: { config: Readonly<Record<string, unknown>> }): void;
  registerEditorComponent(options: {
    id: string;
    label: string;
    fields: readonly Readonly<Record<string, unknown>>[];
    pattern: RegExp;
    fromBlock: (match: RegExpMatchArray) => ImageFields;
    toBlock: (data: ImageFields) => string;
    toPreview: (data: ImageFields, getAsset: (path: string, field: unknown) => unknown, fields: { find(test: (field: { get(key: string): unknown }) => boolean): unknown }) => unknown;
  }): void;
  registerEventListener(listener: { name: "preSave"; handler: (event: { entry: Entry }) => void }): void;
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate(collection: string, component: (props: PreviewProps) => unknown): void;
}

declare const CMS: DecapCms;
declare const h: CreateElement;
/** The configuration `scripts/cms/config.ts` builds, put here by the bundler (`define`). */
declare const __CMS_CONFIG__: Readonly<Record<string, unknown>>;

/** A Markdown image: `![alt](src)`, on a line of its own. */
const IMAGE_PATTERN = /^!\[([^\]]*)\]\(([^)\s]*)\)$/;

/** An image whose alt text is empty or only spaces, anywhere in a body. */
const IMAGE_WITHOUT_ALT = /!\[\s*\]\(/;

/** The message of a refused save (shown by the editor in its "Failed to persist entry" notice). */
const MISSING_ALT_MESSAGE = "Every image needs alt text: open the image and describe what it shows for people who cannot see it.";

// The image component replaces Decap's own ("image"), which has no required alt text and also adds
// a title: existing images open in this one, and the toolbar offers only this one.
CMS.registerEditorComponent({
  id: "image",
  label: "Image",
  fields: [
    { name: "src", label: "Image", widget: "image", media_library: { allow_multiple: false } },
    {
      name: "alt",
      label: "Alt text",
      widget: "string",
      required: true,
      hint: "What the image shows, in a sentence, for people who cannot see it. Leave out \"image of\".",
    },
  ],
  pattern: IMAGE_PATTERN,
  fromBlock: (match) => ({ alt: match[1] ?? "", src: match[2] ?? "" }),
  toBlock: ({ alt = "", src = "" }) => `![${alt.replace(/[[\]]/g, "")}](${src})`,
  toPreview: ({ alt = "", src = "" }, getAsset, fields) => h("img", { src: src === "" ? "" : String(getAsset(src, fields.find((field) => field.get("widget") === "image"))), alt }),
});

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const body = entry.getIn(["data", "body"]);
    if (typeof body === "string" && IMAGE_WITHOUT_ALT.test(body)) throw new Error(MISSING_ALT_MESSAGE);
  },
});

CMS.registerPreviewStyle("preview.css");

/** A Markdown collection's preview: the headline and the body as the site lays out an article. */
const articlePreview = ({ entry, widgetFor }: PreviewProps) => {
  const title = entry.getIn(["data", "title"]);
  return h("main", { className: "cms-preview" }, h("h1", null, typeof title === "string" ? title : ""), h("div", { className: "prose" }, widgetFor("body")));
};
for (const collection of ["posts", "guides", "case-studies", "legal"]) CMS.registerPreviewTemplate(collection, articlePreview);

/**
 * Whether the editor runs from `npm run cms` (the development server on `localhost`), where
 * decap-server saves to the files. Only that name: a build served on 127.0.0.1 behaves as on the
 * live site, whose policy would refuse a connection to decap-server (deploy/policy.ts).
 */
const onThisComputer = window.location.hostname === "localhost";

CMS.init({
  config: {
    ...__CMS_CONFIG__,
    // decap-server's file mode has no drafts (it offers the "simple" mode only): there, saving
    // writes the file, and the change is reviewed with `git diff` before it is committed.
    ...(onThisComputer ? { local_backend: true, publish_mode: "simple" } : {}),
    load_config_file: false,
  },
});
