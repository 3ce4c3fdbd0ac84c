import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// A relative path: Vite bundles its config's own files, while a package is loaded by Node as it is.
import { compileCatalog } from '../../../packages/shared/src/i18n/compile';

const CATALOGS = fileURLToPath(new URL('../../../packages/shared/src/i18n/', import.meta.url));
const PARENT_CATALOG = /^virtual:parent-catalog\/([a-z]{2})$/;

/**
 * The message catalogs (packages/shared/src/i18n/*.json, decision 033) compiled while the app is
 * built: the parent page loads Lingui's small runtime and ready messages, never the ICU parser. A
 * message that does not parse fails the build, naming its key.
 *
 * The parents' other languages (issue 53) are modules of their own, `virtual:parent-catalog/uk`,
 * imported dynamically: the Polish page never carries them, and the shared package need not export
 * its catalog files.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    enforce: 'pre',
    resolveId(id) {
      const language = PARENT_CATALOG.exec(id)?.[1];
      if (!language) return null;
      if (!existsSync(`${CATALOGS}parent.${language}.json`)) this.error(`No parent catalog for the language „${language}”: packages/shared/src/i18n/parent.${language}.json`);
      return `\0${id}`;
    },
    load(id) {
      const language = id.startsWith('\0') ? PARENT_CATALOG.exec(id.slice(1))?.[1] : undefined;
      // The file itself, so the transform below compiles it and a change to it reloads the page.
      return language ? `export { default } from ${JSON.stringify(`${CATALOGS}parent.${language}.json`)};` : null;
    },
    transform(code, id) {
      if (!/[\\/]shared[\\/]src[\\/]i18n[\\/][^\\/]+\.json$/.test(id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
