// The main entry imports this module first, before any chunk can load.
//
// `publicPath: 'auto'` derives the path from the running script's URL, but qiankun fetches the
// scripts and evaluates them in its sandbox, so there is no script URL to derive it from; qiankun
// hands over the URL it loaded the entry HTML from instead.
if (window.__POWERED_BY_QIANKUN__ && window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__) {
  __webpack_public_path__ = window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__;
}

export {};
