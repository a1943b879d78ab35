/// <reference lib="webworker" />
// Placeholder entry; the real worker is built in issue 4.
declare const self: ServiceWorkerGlobalScope;
self.addEventListener('install', () => void self.skipWaiting());
