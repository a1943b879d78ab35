/**
 * What the SSR bundle of src/entry-server.tsx exports, typed from that module itself: the bundle is
 * that module built, so its exports and these types cannot drift apart. A module of its own, so the
 * steps that read the bundle (collect, pages) need not import the code that builds and loads it.
 */
export type ServerEntry = typeof import('../../src/entry-server.tsx');
