// The part of intl-messageformat's API the page uses (words/message.js); the
// module beside this file is bundled from npm by tools/vendor.mjs.
export class IntlMessageFormat {
  constructor(message: string, locales?: string | string[], formats?: unknown, options?: { ignoreTag?: boolean });
  format(values?: Record<string, string | number>): string | unknown[];
  getAst(): unknown[];
}
