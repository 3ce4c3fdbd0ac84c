// The parent page's service worker (issue 50): notifications only ('Powiadamiaj mnie'), scope
// /rodzic. Nothing is cached: a parent's phone never downloads the teachers' app.
importScripts('/push-sw.js');
