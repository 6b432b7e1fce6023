import { describe, expect, it } from 'vitest';
import { updateMatchStatusPayloadSchema } from './match';
import { notificationSchema } from './notification';
import { sessionSchema, userSchema } from './session';

const user = {
  _id: 'u1',
  email: 'dana@hillcountry.health',
  accountStatus: 'pending',
  subscriptionStatus: null,
  preferenceProbe: [],
  currentProfileStep: 2,
  organizationName: 'Hill Country Family Health',
  isDelegate: false,
};

describe('userSchema and sessionSchema', () => {
  it('accepts a user and keeps fields it does not know', () => {
    expect(userSchema.parse(user)).toMatchObject({ isDelegate: false, subscriptionStatus: null });
  });

  it('accepts a user with only the required fields', () => {
    expect(userSchema.safeParse({ _id: 'u1', email: 'a@b.co', accountStatus: 'approved' }).success).toBe(
      true,
    );
  });

  it.each([
    ['an unknown account status', { accountStatus: 'Approved' }],
    ['an unknown subscription status', { subscriptionStatus: 'cancelled' }],
    ['no id', { _id: '' }],
  ])('refuses a user with %s', (_name, change) => {
    expect(userSchema.safeParse({ ...user, ...change }).success).toBe(false);
  });

  it('accepts a session with and without a code', () => {
    expect(sessionSchema.parse({ token: 't', user, code: 201 }).code).toBe(201);
    expect(sessionSchema.parse({ token: 't', user }).code).toBeUndefined();
  });

  it('refuses a session without a token', () => {
    expect(sessionSchema.safeParse({ token: '', user }).success).toBe(false);
  });
});

describe('notificationSchema', () => {
  it.each([
    [
      'a new message with its conversation',
      { type: 'new-message', markAsRead: false, conversation: 'c1' },
      true,
    ],
    ['an invite accepted without a conversation', { type: 'invite-accepted', markAsRead: true }, true],
    ['an unknown type', { type: 'new_message', markAsRead: false }, false],
    ['markAsRead as text', { type: 'new-message', markAsRead: 'false' }, false],
  ])('%s', (_name, data, valid) => {
    expect(notificationSchema.safeParse({ _id: 'n1', title: 'New message', data }).success).toBe(valid);
  });
});

describe('updateMatchStatusPayloadSchema', () => {
  it.each([
    ['Interview', true],
    ['Hired', true],
    ['Rejected', true],
    ['cancelled', true],
    ['interview', false],
    ['accepted', false],
    ['', false],
  ])('status %s', (status, valid) => {
    expect(updateMatchStatusPayloadSchema.safeParse({ status }).success).toBe(valid);
  });
});
