import type { Shape } from '../../shape';
import type { part as german } from '../../de/admin/users';

/** English texts of the `admin` namespace for the screens of the users menu group. */
export const part: Shape<typeof german> = {
  account: {
    profile: 'Profile',
    changePassword: 'Change password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Repeat new password',
    passwordMismatch: 'The passwords do not match.',
    passwordChanged: 'Password changed',
    changeFailed: 'Changing the password failed',
    enableHint: 'Set up two-factor login in your customer account on the site.',
    toAccount: 'To the customer account',
  },
};
