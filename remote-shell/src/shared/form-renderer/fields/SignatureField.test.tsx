import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { requestsTo, serveRoutes } from '../../../test/admin-page-kit';
import { withNodeFormData } from '../../../test/node-form-data';
import { fieldOf, renderField } from './field-harness';
import { SignatureField } from './SignatureField';

withNodeFormData();

/*
 * jsdom draws nothing: the canvas's 2D context and its PNG export are the browser's, stood in
 * for here by a recorder of the strokes and a few bytes of "PNG".
 */
const strokes: string[] = [];

// jsdom's pointer events carry no coordinates: a MouseEvent with a pointer id stands in.
class PointerEventStub extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
const jsdomPointerEvent: unknown = Reflect.get(window, 'PointerEvent');
beforeAll(() => {
  Object.assign(window, { PointerEvent: PointerEventStub });
});
afterAll(() => {
  Object.assign(window, { PointerEvent: jsdomPointerEvent });
});

beforeEach(() => {
  strokes.length = 0;
  const pen = {
    beginPath: () => strokes.push('begin'),
    moveTo: (x: number, y: number) => strokes.push(`move ${x},${y}`),
    lineTo: (x: number, y: number) => strokes.push(`line ${x},${y}`),
    stroke: () => strokes.push('stroke'),
    clearRect: () => strokes.push('clear'),
  };
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => pen as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => {
    done(new File([new Uint8Array([137, 80, 78, 71])], 'x.png', { type: 'image/png' }));
  });
});
afterEach(() => jest.restoreAllMocks());

function sign(pad: HTMLElement) {
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 20, clientY: 15, pointerId: 1 });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}

describe('SignatureField', () => {
  it('asks for a signature before confirming, then uploads the PNG and keeps its reference', async () => {
    const seen = serveRoutes({
      'POST /api/file/Uploader/annexpic': { name: 's1.png', url: '', size: 4, fileId: 'f1' },
      'GET /api/file/getFileName': {
        name: 's1.png~sig',
        url: '/api/file/Download/annexpic/s1.png~sig',
        type: 'annexpic',
      },
    });
    const { user, changes } = renderField(SignatureField, fieldOf('signature', {}, '签字'));
    await user.click(screen.getByRole('button', { name: '签字' }));
    const dialog = await screen.findByRole('dialog', { name: '签字' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请先签名')).toBeInTheDocument();
    expect(requestsTo(seen, 'POST /api/file/Uploader/annexpic')).toHaveLength(0);

    sign(within(dialog).getByRole('img', { name: '签名区域' }));
    expect(strokes).toEqual(['begin', 'move 10,10', 'line 20,15', 'stroke']);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(changes).toEqual([
        [{ name: 's1.png', fileId: 'f1', fileName: 'signature.png', size: 4 }],
      ]),
    );
    expect(requestsTo(seen, 'POST /api/file/Uploader/annexpic')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('img', { name: '签字' })).toHaveAttribute(
      'src',
      'http://api.test/api/file/Download/annexpic/s1.png~sig',
    );
    expect(screen.getByRole('button', { name: '签字' })).toHaveTextContent('重新签名');
  });

  it('clears the pad, so that confirming asks again', async () => {
    serveRoutes({});
    const { user } = renderField(SignatureField, fieldOf('signature', {}, '签字'));
    await user.click(screen.getByRole('button', { name: '签字' }));
    const dialog = await screen.findByRole('dialog');
    sign(within(dialog).getByRole('img', { name: '签名区域' }));
    await user.click(within(dialog).getByRole('button', { name: '清空' }));
    expect(strokes.at(-1)).toBe('clear');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请先签名')).toBeInTheDocument();
  });

  it('shows the saved signature without the pad in detail mode', async () => {
    serveRoutes({
      'GET /api/file/getFileName': {
        name: 'a~sig',
        url: '/api/file/Download/annexpic/a~sig',
        type: 'annexpic',
      },
    });
    const value = [{ name: 'a.png', fileId: 'f1', fileName: 'signature.png', size: 4 }];
    renderField(SignatureField, fieldOf('signature', {}, '签字'), {
      value,
      readOnly: true,
      mode: 'detail',
    });
    expect(await screen.findByRole('img', { name: '签字' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
