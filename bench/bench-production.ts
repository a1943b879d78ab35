/**
 * Imported first by the benchmarks' site (bench-site.ts): everything they load runs as in production.
 * The local cloud they start imports React (the newsletter's mails), and a React loaded as the
 * development build before the prerender imports the server bundle's production react-dom broke every
 * page's render ("dispatcher.getOwner is not a function"). A caller's own setting wins.
 */
process.env.NODE_ENV ??= 'production';
