import { describe, expect, it } from 'vitest';
import {
  isPasswordStrongEnough,
  PASSWORD_MIN_SCORE,
  PASSWORD_STRENGTH_LABELS,
  passwordScore,
  passwordStrength,
} from './password';

describe('password strength', () => {
  it('labels scores risky, guessable, weak, safe, secure', () => {
    expect(PASSWORD_STRENGTH_LABELS).toEqual(['risky', 'guessable', 'weak', 'safe', 'secure']);
  });

  it('gives no score unless the length is over 4', () => {
    expect(passwordScore('Ab1!')).toBe(0);
    expect(passwordScore('Ab1!x')).toBe(3);
  });

  it('adds a point for mixed case, digit plus letter, a special character and length over 8', () => {
    expect(passwordStrength('abcde')).toEqual({ score: 0, label: 'risky' });
    expect(passwordStrength('Abcde')).toEqual({ score: 1, label: 'guessable' });
    expect(passwordStrength('Abcde1')).toEqual({ score: 2, label: 'weak' });
    expect(passwordStrength('Abcde1!')).toEqual({ score: 3, label: 'safe' });
    expect(passwordStrength('Abcde1!xy')).toEqual({ score: 4, label: 'secure' });
    expect(passwordScore('abcdefghi')).toBe(1);
    expect(passwordScore('12345')).toBe(0);
  });

  it('adds points for length over 12 and over 20 only without a run of five identical characters', () => {
    expect(passwordScore('abcdefghijkl')).toBe(1); // 12 long
    expect(passwordScore('abcdefghijklm')).toBe(2); // 13 long
    expect(passwordScore('abcdefghijklmnopqrstu')).toBe(3); // 21 long
    expect(passwordScore('aaaaabcdefghi')).toBe(1); // 13 long with a run of five
    expect(passwordScore('aaaabcdefghijklmnopqrs')).toBe(3); // runs of four are fine
  });

  it('caps the score at 4', () => {
    expect(passwordScore('Abcdefghijklmnopqrstu1!')).toBe(4);
  });

  it('accepts a new password from the score safe on', () => {
    expect(PASSWORD_STRENGTH_LABELS[PASSWORD_MIN_SCORE]).toBe('safe');
    expect(isPasswordStrongEnough('Abcde1')).toBe(false);
    expect(isPasswordStrongEnough('Abcde1!')).toBe(true);
  });
});
