import { loginDialogModes } from '@coinsight/domain/account';
import { messages } from '@coinsight/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dragHandle } from '../SliderCaptcha/dragHandle.ts';
import { LoginDialog, type LoginCredentials } from './LoginDialog.tsx';

const registeredPhone = '13800000000';
const newPhone = '13912345678';
const strongPassword = 'Bijian#2026';
const storyPass = 'pass-story-0001';

const meta = {
  title: 'Account/LoginDialog',
  component: LoginDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onClose: fn(),
    onCheckPhone: fn(async (phone: string) => ({ registered: phone === registeredPhone })),
    onLogin: fn(async () => {}),
    onRegister: fn(async () => {}),
    onCaptchaChallenge: fn(),
    onCaptchaSolved: fn(async () => storyPass),
  },
  argTypes: { initialMode: { control: 'select', options: loginDialogModes } },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Types a phone number in the start mode and waits for the mode the check leads to. */
async function checkPhone(canvasElement: HTMLElement, phone: string, expectedTitle: string) {
  const body = page(canvasElement);
  const start = await body.findByRole('dialog', { name: '登录&注册' });
  await userEvent.type(within(start).getByRole('textbox', { name: '手机号' }), phone);
  await userEvent.click(within(start).getByRole('button', { name: '下一步' }));
  return body.findByRole('dialog', { name: expectedTitle });
}

export const Start: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '登录&注册' });
    const phone = within(dialog).getByRole('textbox', { name: '手机号' });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(within(dialog).queryByRole('button', { name: '返回' })).toBeNull();
  },
};

export const PhoneInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '登录&注册' });
    const phone = within(dialog).getByRole('textbox', { name: '手机号' });
    await userEvent.type(phone, '12800000000');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    await expect(await within(dialog).findByText('手机号格式错误！')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCheckPhone).not.toHaveBeenCalled();
  },
};

export const PhoneCheckFails: Story = {
  args: {
    onCheckPhone: fn(async (_phone: string): Promise<{ registered: boolean }> =>
      Promise.reject(new Error(messages.account.tooManyChecks)),
    ),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await checkPhone(canvasElement, registeredPhone, '登录&注册');
    await expect(await body.findByRole('alert')).toHaveTextContent('查询过于频繁，请稍后再试');
  },
};

export const RegisteredPhoneLogsIn: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await checkPhone(canvasElement, registeredPhone, '登录');
    await expect(args.onCheckPhone).toHaveBeenCalledWith(registeredPhone);
    await expect(within(dialog).getByRole('textbox', { name: '手机号' })).toHaveAttribute(
      'readonly',
    );
    await userEvent.type(within(dialog).getByLabelText('密码'), strongPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledWith({
      username: registeredPhone,
      password: strongPassword,
    });
    await expect(await within(dialog).findByText('登录成功')).toBeVisible();
  },
};

export const LoginNeedsPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await checkPhone(canvasElement, registeredPhone, '登录');
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(await within(dialog).findByText('请输入密码')).toBeVisible();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const LoginRefused: Story = {
  args: { onLogin: fn(async () => Promise.reject(new Error(messages.account.loginFailed))) },
  play: async ({ canvasElement }) => {
    const dialog = await checkPhone(canvasElement, registeredPhone, '登录');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '请核对密码或者检查账户是否存在',
    );
  },
};

export const LoggingIn: Story = {
  args: { onLogin: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const dialog = await checkPhone(canvasElement, registeredPhone, '登录');
    await userEvent.type(within(dialog).getByLabelText('密码'), strongPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(await within(dialog).findByRole('button', { name: '登录中…' })).toBeDisabled();
  },
};

/** The server's answer for an account past its failure threshold, until a pass comes with the login. */
const demandsSlider = (credentials: LoginCredentials) =>
  credentials.captchaPass
    ? Promise.resolve()
    : Promise.resolve({ captchaRequired: messages.account.loginCaptchaRequired });

/** Past the account's failure threshold the server asks for the slider; the solved drag logs in. */
export const LoginAsksForCaptcha: Story = {
  args: { onLogin: fn(demandsSlider) },
  play: async ({ args, canvasElement }) => {
    const dialog = await checkPhone(canvasElement, registeredPhone, '登录');
    await expect(within(dialog).queryByRole('slider', { name: '滑块验证' })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('密码'), strongPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.account.loginCaptchaRequired,
    );
    await expect(args.onCaptchaChallenge).toHaveBeenCalledTimes(1);
    await dragHandle(await within(dialog).findByRole('slider', { name: '滑块验证' }), 1);
    // The verified drag sends the login again by itself, with the pass.
    await waitFor(() =>
      expect(args.onLogin).toHaveBeenLastCalledWith({
        username: registeredPhone,
        password: strongPassword,
        captchaPass: storyPass,
      }),
    );
    await expect(args.onLogin).toHaveBeenCalledTimes(2);
    await expect(await within(dialog).findByText('登录成功')).toBeVisible();
  },
};

/** A wrong password with the slider spends its pass: a fresh slider, and no login without it. */
export const CaptchaLoginRefused: Story = {
  args: {
    onLogin: fn((credentials: LoginCredentials) =>
      credentials.captchaPass
        ? Promise.reject(new Error(messages.account.loginFailed))
        : demandsSlider(credentials),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await checkPhone(canvasElement, registeredPhone, '登录');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await dragHandle(await within(dialog).findByRole('slider', { name: '滑块验证' }), 1);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('请核对密码或者检查账户是否存在'),
    );
    await expect(args.onCaptchaChallenge).toHaveBeenCalledTimes(2);
    await expect(within(dialog).getByRole('slider', { name: '滑块验证' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('请先通过滑块验证!');
    await expect(args.onLogin).toHaveBeenCalledTimes(2);
  },
};

export const BackReturnsToStart: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await checkPhone(canvasElement, registeredPhone, '登录');
    await userEvent.click(within(dialog).getByRole('button', { name: '返回' }));
    const start = await page(canvasElement).findByRole('dialog', { name: '登录&注册' });
    await expect(within(start).getByRole('textbox', { name: '手机号' })).toHaveValue(
      registeredPhone,
    );
  },
};

export const NewPhoneRegisters: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await checkPhone(canvasElement, newPhone, '注册');
    await expect(args.onCaptchaChallenge).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByText('选填，填写邀请码可获得 7 天会员')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('密码'), strongPassword);
    await expect(within(dialog).getByRole('meter', { name: '密码强度' })).toHaveAttribute(
      'aria-valuetext',
      '很强',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: '邀请码' }), 'COINSGT12345');
    await dragHandle(within(dialog).getByRole('slider', { name: '滑块验证' }), 1);
    await expect(args.onCaptchaSolved).toHaveBeenCalledTimes(1);
    await expect(await within(dialog).findByText('滑块验证成功!')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '注册' }));
    await expect(args.onRegister).toHaveBeenCalledWith({
      username: newPhone,
      password: strongPassword,
      code: 'COINSGT12345',
      captchaPass: storyPass,
    });
    const login = await page(canvasElement).findByRole('dialog', { name: '登录' });
    await expect(within(login).getByRole('status')).toHaveTextContent('注册成功，请登录');
    await expect(within(login).getByRole('textbox', { name: '手机号' })).toHaveValue(newPhone);
  },
};

export const RegisterNeedsCaptcha: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await checkPhone(canvasElement, newPhone, '注册');
    await userEvent.type(within(dialog).getByLabelText('密码'), strongPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: '注册' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('请先通过滑块验证!');
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const RegisterWeakPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await checkPhone(canvasElement, newPhone, '注册');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'password');
    await expect(within(dialog).getByRole('meter', { name: '密码强度' })).toHaveAttribute(
      'aria-valuetext',
      '很弱',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '注册' }));
    await expect(await within(dialog).findByText('密码过于简单!')).toBeVisible();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const InviteCodeMalformed: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await checkPhone(canvasElement, newPhone, '注册');
    await userEvent.type(within(dialog).getByLabelText('密码'), strongPassword);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '邀请码' }), 'abc123');
    await userEvent.click(within(dialog).getByRole('button', { name: '注册' }));
    await expect(await within(dialog).findByText('输入的邀请码无效,请重新输入')).toBeVisible();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const InviteCodeRefusedByServer: Story = {
  args: {
    onRegister: fn(async () => Promise.reject(new Error(messages.account.inviteCodeInvalid))),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await checkPhone(canvasElement, newPhone, '注册');
    await userEvent.type(within(dialog).getByLabelText('密码'), strongPassword);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '邀请码' }), 'NOBODYS12345');
    const slider = within(dialog).getByRole('slider', { name: '滑块验证' });
    await dragHandle(slider, 1);
    await within(dialog).findByText('滑块验证成功!');
    await userEvent.click(within(dialog).getByRole('button', { name: '注册' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '输入的邀请码无效,请重新输入',
    );
    // The attempt used up the pass: a new challenge, and the slider starts over.
    await expect(args.onCaptchaChallenge).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
    await expect(within(dialog).getByRole('heading', { name: '注册' })).toBeVisible();
  },
};

export const CaptchaRefused: Story = {
  args: {
    onCaptchaSolved: fn(async () => Promise.reject(new Error(messages.account.captchaFailed))),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await checkPhone(canvasElement, newPhone, '注册');
    const slider = within(dialog).getByRole('slider', { name: '滑块验证' });
    await dragHandle(slider, 1);
    await expect(await within(dialog).findByText('滑块验证失败，请重试')).toBeVisible();
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onCaptchaChallenge).toHaveBeenCalledTimes(2);
    await userEvent.type(within(dialog).getByLabelText('密码'), strongPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: '注册' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('请先通过滑块验证!');
  },
};

/** /register opens the dialog straight in 注册, with the phone still to fill in. */
export const OpensInRegister: Story = {
  args: { initialMode: '注册' },
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '注册' });
    const phone = within(dialog).getByRole('textbox', { name: '手机号' });
    await expect(phone).not.toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('button', { name: '注册' }));
    await expect(await within(dialog).findByText('手机号格式错误！')).toBeVisible();
    await expect(args.onCaptchaChallenge).toHaveBeenCalledTimes(1);
  },
};

export const RegisterOnPhone: Story = {
  args: { initialMode: '注册', initialPhone: newPhone },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '注册' });
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await dragHandle(within(dialog).getByRole('slider', { name: '滑块验证' }), 1, 'touch');
    await expect(await within(dialog).findByText('滑块验证成功!')).toBeVisible();
  },
};

export const Close: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '登录&注册' });
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    // Closing is the parent's to do (isOpen stays true here): the dialog is still shown.
    await expect(
      await page(canvasElement).findByRole('dialog', { name: '登录&注册' }),
    ).toBeVisible();
  },
};

export const Closed: Story = { args: { isOpen: false } };

/** Issue 37: a member who forgot the password finds the recovery page from the dialog. */
export const ForgotPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const start = await page(canvasElement).findByRole('dialog', { name: '登录&注册' });
    await expect(within(start).getByRole('link', { name: '忘记密码' })).toHaveAttribute(
      'href',
      '/toReset',
    );
    const dialog = await checkPhone(canvasElement, registeredPhone, '登录');
    const forgot = within(dialog).getByRole('link', { name: '忘记密码' });
    await expect(forgot).toHaveAttribute('href', '/toReset');
    // The page opens under the dialog; the dialog makes way for it.
    forgot.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(forgot);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const RegisterHasNoForgotPassword: Story = {
  args: { initialMode: '注册' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '注册' });
    await expect(within(dialog).queryByRole('link', { name: '忘记密码' })).toBeNull();
  },
};
