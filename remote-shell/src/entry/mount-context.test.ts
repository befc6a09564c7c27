import {
  pageEmbed,
  resolveApiBase,
  resolveHostOrigin,
  type BrowsingContext,
} from './mount-context';

const hostPage: BrowsingContext = {
  href: 'http://portal.example:8080/host-demo/shell/home',
  origin: 'http://portal.example:8080',
  referrer: '',
  inFrame: false,
};

describe('resolveApiBase', () => {
  it('is the origin the scripts came from when a host on another origin embeds the shell', () => {
    expect(resolveApiBase('http://127.0.0.1:3000/js/', hostPage)).toBe('http://127.0.0.1:3000');
  });

  it('is the page origin for a relative public path', () => {
    expect(resolveApiBase('/js/', hostPage)).toBe('http://portal.example:8080');
  });
});

describe('resolveHostOrigin', () => {
  it('has no host when standalone', () => {
    expect(resolveHostOrigin('standalone', hostPage)).toBeUndefined();
  });

  it.each(['qiankun', 'federation'] as const)(
    'is the page origin under %s, which runs the shell in the host window',
    (embed) => {
      expect(resolveHostOrigin(embed, hostPage)).toBe('http://portal.example:8080');
    },
  );

  it('is the nearest ancestor origin inside an iframe', () => {
    const framed: BrowsingContext = {
      href: 'http://127.0.0.1:3000/home',
      origin: 'http://127.0.0.1:3000',
      ancestorOrigins: ['http://portal.example:8080', 'http://outer.example'],
      referrer: 'http://other.example/page',
      inFrame: true,
    };
    expect(resolveHostOrigin('iframe', framed)).toBe('http://portal.example:8080');
  });

  it("falls back to the referrer's origin where ancestorOrigins is missing", () => {
    const framed: BrowsingContext = {
      href: 'http://127.0.0.1:3000/home',
      origin: 'http://127.0.0.1:3000',
      referrer: 'http://portal.example:8080/host-demo/?remote=x',
      inFrame: true,
    };
    expect(resolveHostOrigin('iframe', framed)).toBe('http://portal.example:8080');
  });

  it('is unknown inside an iframe that hides both', () => {
    const framed: BrowsingContext = { ...hostPage, ancestorOrigins: [], inFrame: true };
    expect(resolveHostOrigin('iframe', framed)).toBeUndefined();
  });
});

describe('pageEmbed', () => {
  it('tells a page of its own from one inside a frame', () => {
    expect(pageEmbed(hostPage)).toBe('standalone');
    expect(pageEmbed({ ...hostPage, inFrame: true })).toBe('iframe');
  });
});
