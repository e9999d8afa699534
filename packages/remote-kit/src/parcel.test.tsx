import { screen } from '@testing-library/react';
import { api } from '@portal/api-client';
import { useProgram } from '@portal/session-store';
import { createParcel, type MountProps } from './parcel';
import { renderOutsideAct, testConfig } from './test-utils';

function Greeting({ who }: { who: string }) {
  const program = useProgram();
  return (
    <h1>
      Hello {who}, welcome to {program.productName}
    </h1>
  );
}

function mountProps(
  domElement: HTMLElement,
  who: string,
  config: unknown = testConfig,
): MountProps<{ who: string }> {
  return { name: 'virtualCard-parcel', domElement, who, config } as MountProps<{ who: string }>;
}

// single-spa-react resolves mount only after React has rendered: render as the browser does
renderOutsideAct();

describe('createParcel (single-spa lifecycles)', () => {
  it('mounts the component in the theme with the runtime config from its props, updates and unmounts', async () => {
    const parcel = createParcel(Greeting, { rootClassName: 'partner-root' });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const config = { ...testConfig, apiBaseUrl: 'https://api.partner.example/api/ind/v1' };

    await parcel.bootstrap(mountProps(domElement, 'Ada', config));
    await parcel.mount(mountProps(domElement, 'Ada', config));
    expect(screen.getByRole('heading', { name: 'Hello Ada, welcome to Star Rewards' })).toBeInTheDocument();
    // themed wrapper with the programme's colours
    const wrapper = domElement.querySelector('[data-portal-theme]') as HTMLElement;
    expect(wrapper.style.getPropertyValue('--portal-color-primary')).toBe(testConfig.program.colors.primary);
    expect(wrapper.className).toContain('partner-root');
    // the api client now calls the configured API base
    expect(api.cardImageUrl('img', 't')).toBe(
      'https://api.partner.example/api/ind/v1/card/vv/image/img?token=t',
    );

    await parcel.update(mountProps(domElement, 'Grace', config));
    expect(screen.getByRole('heading', { name: 'Hello Grace, welcome to Star Rewards' })).toBeInTheDocument();

    await parcel.unmount(mountProps(domElement, 'Grace', config));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    domElement.remove();
  });

  it('refuses to mount without a valid runtime config, saying so', async () => {
    const parcel = createParcel(Greeting);
    const domElement = document.createElement('div');
    await parcel.bootstrap(mountProps(domElement, 'Ada', { apiBaseUrl: '/api' }));
    await expect(parcel.mount(mountProps(domElement, 'Ada', { apiBaseUrl: '/api' }))).rejects.toThrow(
      'Parcel mounted without a valid runtime config',
    );
    expect(domElement).toBeEmptyDOMElement();
  });

  it('passes the component only its own props', async () => {
    const seen: Record<string, unknown>[] = [];
    const Probe = (props: { who: string }) => {
      seen.push({ ...props });
      return null;
    };
    const parcel = createParcel(Probe);
    const domElement = document.createElement('div');
    await parcel.bootstrap(mountProps(domElement, 'Ada'));
    await parcel.mount(mountProps(domElement, 'Ada'));
    expect(seen.at(-1)).toEqual({ who: 'Ada' });
    await parcel.unmount(mountProps(domElement, 'Ada'));
  });
});
