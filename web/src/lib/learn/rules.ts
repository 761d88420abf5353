// A game's rules page (GET /api/games/{id}/rules: Markdown from the engine, its sections marked
// `<!-- section: id -->` before their heading) as HTML: each section wrapped in a <section> whose
// heading carries the section id as its anchor, the page's title apart, and a table of contents.
// The HTML still goes through DOMPurify before it is shown (`sanitize`, in the browser).
import { Marked, type Token, type Tokens, type TokensList } from 'marked';

export const SECTION = /<!--\s*section:\s*([A-Za-z0-9_-]+)\s*-->/;

export interface RulesDoc {
  /** the page's first-level heading, as text */
  title: string;
  /** the page's sections in order (id and heading text); the part before the first is `intro` */
  toc: { id: string; title: string }[];
  /** the whole page as HTML (the title left out) */
  html: string;
}

/** The shape of GET /api/games/{id}/rules. */
export interface RulesAnswer {
  game: string;
  lang: string;
  markdown: string;
  sections: string[];
  phases: Record<string, string>;
}

type Anchored = Tokens.Heading & { anchor?: string };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function parser(): Marked {
  return new Marked({
    gfm: true,
    renderer: {
      heading(token: Anchored) {
        const inner = this.parser.parseInline(token.tokens);
        const id = token.anchor ? ` id="${escape(token.anchor)}"` : '';
        return `<h${token.depth}${id}>${inner}</h${token.depth}>\n`;
      },
      // the section markers (and any other raw HTML of a page) are not shown
      html() {
        return '';
      },
    },
  });
}

function plain(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((t) => ('tokens' in t && t.tokens ? plain(t.tokens) : 'text' in t ? String(t.text) : ''))
    .join('');
}

/** The rules page `markdown` as HTML, one <section data-section=ID> per marked section. */
export function rulesDoc(markdown: string): RulesDoc {
  const md = parser();
  const tokens = md.lexer(markdown);
  const groups: { id: string | null; tokens: Token[] }[] = [{ id: null, tokens: [] }];
  let title = '';
  let pending: string | null = null;
  const toc: RulesDoc['toc'] = [];
  for (const token of tokens) {
    const marker = token.type === 'html' ? SECTION.exec(token.raw) : null;
    if (marker) {
      pending = marker[1];
      groups.push({ id: pending, tokens: [] });
      continue;
    }
    if (token.type === 'heading') {
      const h = token as Anchored;
      if (h.depth === 1 && !title) {
        title = plain(h.tokens);
        continue;
      }
      if (pending) {
        h.anchor = pending;
        toc.push({ id: pending, title: plain(h.tokens) });
        pending = null;
      }
    }
    groups[groups.length - 1].tokens.push(token);
  }
  const html = groups
    .filter((g) => g.tokens.length)
    .map((g) => {
      const list = Object.assign(g.tokens, { links: tokens.links }) as TokensList;
      const body = md.parser(list);
      return g.id
        ? `<section class="rules-section" data-section="${escape(g.id)}">\n${body}</section>\n`
        : `<section class="rules-intro">\n${body}</section>\n`;
    })
    .join('');
  return { title, toc, html };
}

/** `html` with anything unsafe removed (DOMPurify; browser only): no script, no handler. */
export async function sanitize(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html);
}
