// The host owns the document (remotes never set global styles): margin reset and the base
// font, applied once to <body>, not through a global stylesheet a remote could depend on.
document.documentElement.lang = document.documentElement.lang || 'en';
Object.assign(document.body.style, { margin: '0' });
