import type { Plugin } from 'vite';
// A relative path: Vite bundles its config's own files, while a package is loaded by Node as it is.
import { compileCatalog } from '../../../packages/shared/src/i18n/compile';

/**
 * The message catalogs (packages/shared/src/i18n/*.json, decision 033) compiled while the app is
 * built: the parent page loads Lingui's small runtime and ready messages, never the ICU parser. A
 * message that does not parse fails the build, naming its key.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]shared[\\/]src[\\/]i18n[\\/][^\\/]+\.json$/.test(id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
