// Globals that qiankun and webpack put into the shell's scope.
declare global {
  interface Window {
    /** Set by qiankun in the sandbox it evaluates a micro-app's scripts in. */
    __POWERED_BY_QIANKUN__?: boolean;
    /** The URL qiankun loaded the micro-app's entry HTML from, e.g. 'http://127.0.0.1:3000/'. */
    __INJECTED_PUBLIC_PATH_BY_QIANKUN__?: string;
  }

  /** webpack's run-time public path (`__webpack_require__.p`); assigning it moves later chunk loads. */
  let __webpack_public_path__: string;
}

export {};
