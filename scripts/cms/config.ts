/**
 * The CMS's configuration (Decap CMS 3, https://decapcms.org/docs/configuration-options/;
 * docs/decisions/034 and 035), built from the content schemas: the Markdown collections' frontmatter
 * schemas (`src/content/frontmatter.ts`) and the data files' schemas (`src/content/dataSchemas.ts`).
 * `scripts/cms-admin.ts` writes it as `public/admin/config.yml`.
 */
import { BLOG_CATEGORIES } from "../../src/content/taxonomy";
import { blogFrontmatterSchema, caseStudyFrontmatterSchema, guideFrontmatterSchema, legalFrontmatterSchema } from "../../src/content/frontmatter";
import { dataCollections } from "../content/data";
import type { DataCollection } from "../content/data/collection";
import { type CmsField, cmsFields } from "./fields";

/** Where the production editor saves: the firm's GitHub repository and its OAuth client. */
export interface CmsBackendOptions {
  /** `owner/name` of the site's GitHub repository (`CMS_GITHUB_REPO`). */
  readonly repo: string;
  /** The origin of the OAuth client that signs editors in to GitHub (`CMS_OAUTH_BASE_URL`). */
  readonly oauthBaseUrl: string;
  /** The public origin of the site, for the editor's "view live" links (`VITE_SITE_URL`). */
  readonly siteUrl: string;
}

/** Where uploaded images are kept in the repository, and the path pages use for them. */
export const MEDIA_FOLDER = "public/images/uploads";
export const PUBLIC_MEDIA_PATH = "/images/uploads";

/** The Markdown body of an article: headings, lists, links, quotes and images with alt text. */
export const BODY_FIELD: CmsField = {
  name: "body",
  label: "Text",
  widget: "markdown",
  hint: "Start sections with a level 2 heading (the page's title is the only level 1). Links to this site's pages use their address from the first slash, e.g. /contact/. Every image needs alt text: what it shows, for people who cannot see it.",
};

/** Buttons of the body's toolbar: what the site's Markdown styles (no code blocks, no level 1 headings). */
const BODY_BUTTONS = ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"];

/** A Markdown collection: one file an entry in `folder`, frontmatter then the body. */
function markdownCollection(options: {
  name: string;
  label: string;
  labelSingular: string;
  folder: string;
  fields: CmsField[];
  create: boolean;
  summary: string;
  previewPath: string;
  description: string;
}) {
  return {
    name: options.name,
    label: options.label,
    label_singular: options.labelSingular,
    description: options.description,
    folder: options.folder,
    create: options.create,
    delete: options.create,
    extension: "md",
    format: "frontmatter",
    // The file name is the page's address: the title in lower case with hyphens, ASCII only.
    slug: "{{slug}}",
    summary: options.summary,
    preview_path: options.previewPath,
    fields: [...options.fields, { ...BODY_FIELD, buttons: BODY_BUTTONS, editor_components: ["image"] }],
  };
}

/**
 * The content files that hold copy as data (`scripts/content/data/index.ts`): the single files
 * together in one "Site facts and pages" collection of files, each folder a collection of its own.
 */
function dataCollectionsForCms(collections: readonly DataCollection[]) {
  const files = collections.flatMap((collection) =>
    "file" in collection.source ? [{ name: collection.name, label: collection.label, description: collection.description, file: collection.source.file, fields: cmsFields(collection.schema) }] : [],
  );
  const folders = collections.flatMap((collection) =>
    "folder" in collection.source
      ? [
          {
            name: collection.name,
            label: collection.label,
            label_singular: collection.labelSingular ?? collection.label,
            description: collection.description,
            folder: collection.source.folder,
            extension: "yml",
            format: "yml",
            // The pages of a folder are the site's routes: editors change them, developers add them.
            // Editors add and delete only the entries of a folder that says so (`newEntries`: the
            // team members and the testimonials, which are no routes).
            create: collection.newEntries !== undefined,
            delete: collection.newEntries !== undefined,
            ...(collection.newEntries === undefined ? {} : { slug: collection.newEntries.slug, identifier_field: collection.newEntries.identifierField }),
            ...(collection.summary === undefined ? {} : { summary: `{{${collection.summary}}}` }),
            editor: { preview: false },
            fields: cmsFields(collection.schema),
          },
        ]
      : [],
  );
  return [{ name: "site", label: "Site facts and pages", description: "The facts every page repeats, and the pages and blocks kept as data.", editor: { preview: false }, files }, ...folders];
}

/**
 * The whole configuration.
 * @param backend - the production backend's repository, OAuth client and site origin.
 * @returns Decap's configuration: the GitHub backend with the editorial workflow (each change a
 *   pull request), the media folder, and one collection per kind of content.
 */
export function cmsConfig(backend: CmsBackendOptions) {
  return {
    backend: { name: "github", repo: backend.repo, branch: "main", base_url: backend.oauthBaseUrl, auth_endpoint: "auth", squash_merges: true },
    // Every change is a draft first, saved as a pull request, and goes live when it is merged.
    publish_mode: "editorial_workflow",
    // `local_backend` (decap-server, `npm run cms`) is added by the editor's own code on localhost
    // only (src/admin/cms.ts), so a public host never tries to reach it.
    site_url: backend.siteUrl,
    display_url: backend.siteUrl,
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_MEDIA_PATH,
    locale: "en",
    collections: [
      markdownCollection({
        name: "posts",
        label: "Blog posts",
        labelSingular: "Blog post",
        description: `Articles of the blog (/learning/blog/), each in one category: ${BLOG_CATEGORIES.join(", ")}.`,
        folder: "src/content/blog",
        fields: cmsFields(blogFrontmatterSchema),
        create: true,
        summary: "{{title}} ({{date}})",
        previewPath: "learning/blog/{{slug}}/",
      }),
      markdownCollection({
        name: "guides",
        label: "Guides",
        labelSingular: "Guide",
        description: "Long guides of the Learning Center (/learning/guides/).",
        folder: "src/content/guides",
        fields: cmsFields(guideFrontmatterSchema),
        create: true,
        summary: "{{title}}",
        previewPath: "learning/guides/{{slug}}/",
      }),
      markdownCollection({
        name: "case-studies",
        label: "Case studies",
        labelSingular: "Case study",
        description: "Stories of the firm's work (/learning/case-studies/). Publish only what the client has agreed to, without details that identify them.",
        folder: "src/content/case-studies",
        fields: cmsFields(caseStudyFrontmatterSchema),
        create: true,
        summary: "{{title}} ({{industry}})",
        previewPath: "learning/case-studies/{{slug}}/",
      }),
      markdownCollection({
        name: "legal",
        label: "Legal and trust pages",
        labelSingular: "Legal or trust page",
        description: "The privacy, cookie, terms and disclaimer pages, how the firm charges, its standards, the accessibility statement and the security page. Change the legal ones only with counsel's approval. {{site.email}}, {{site.phone}} and {{site.hours}} write the site facts.",
        folder: "src/content/legal",
        fields: cmsFields(legalFrontmatterSchema),
        create: false,
        summary: "{{title}}",
        previewPath: "{{slug}}/",
      }),
      ...dataCollectionsForCms(dataCollections),
    ],
  };
}
