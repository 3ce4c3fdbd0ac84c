// The parents' other languages (issue 53): each a compiled catalog, offered by build/compiled-catalogs.ts.
declare module 'virtual:parent-catalog/*' {
  const messages: Record<string, unknown>;
  export default messages;
}
