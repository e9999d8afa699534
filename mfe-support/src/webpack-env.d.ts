// Set by webpack at run time: where this remote's files are served from (another origin in dev).
declare const __webpack_public_path__: string;
