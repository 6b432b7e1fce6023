import {
  MESSAGE_TEMPLATE_LIMIT,
  type MemberRole,
  type MessageTemplate,
  type MessageTemplatePayload,
  type Viewer,
} from '@medhire/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employers, type MessageTemplateRow, messageTemplates } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { isUuid } from '../candidates/service.js';

/** The answer for a template that is not the organization's (another's, a deleted one, a malformed id). */
export const TEMPLATE_NOT_FOUND_MESSAGE = 'This template no longer exists.';

/** The answer when the organization already keeps {@link MESSAGE_TEMPLATE_LIMIT} templates. */
export const TEMPLATE_LIMIT_MESSAGE = `Your organization can keep up to ${MESSAGE_TEMPLATE_LIMIT} templates. Delete one you no longer use to add another.`;

/** The answer when another template of the organization already has the name. */
export function templateNameTakenMessage(name: string): string {
  return `A template named “${name}” already exists. Choose another name.`;
}

const templateNotFound = () => new AppError(404, 'NOT_FOUND', TEMPLATE_NOT_FOUND_MESSAGE);

function toTemplate(row: MessageTemplateRow): MessageTemplate {
  return {
    _id: row.id,
    name: row.name,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: {
      memberId: row.createdByMemberId,
      name: row.createdByName,
      role: row.createdByRole as MemberRole,
    },
    updatedBy: {
      memberId: row.updatedByMemberId,
      name: row.updatedByName,
      role: row.updatedByRole as MemberRole,
    },
  };
}

function editedBy(viewer: Viewer) {
  return { updatedByMemberId: viewer.memberId, updatedByName: viewer.name, updatedByRole: viewer.role };
}

/** The organization's templates, by name (case-insensitive). */
export async function listTemplates(db: Db, employerId: string): Promise<MessageTemplate[]> {
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.employerId, employerId))
    .orderBy(asc(sql`lower(${messageTemplates.name})`), asc(messageTemplates.createdAt))
    .limit(MESSAGE_TEMPLATE_LIMIT);
  return rows.map(toTemplate);
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** 409 when another template of the organization (not `exceptId`) has the name, whatever its case. */
async function assertNameFree(tx: Transaction, employerId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.employerId, employerId),
        eq(sql`lower(${messageTemplates.name})`, name.toLowerCase()),
        exceptId ? sql`${messageTemplates.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError(409, 'TEMPLATE_NAME_TAKEN', templateNameTakenMessage(name));
}

/**
 * Adds a template, written by `viewer`. The organization's row is locked while counting, so two requests at once
 * cannot pass the cap or share a name.
 */
export async function createTemplate(
  db: Db,
  employerId: string,
  viewer: Viewer,
  payload: MessageTemplatePayload,
): Promise<MessageTemplate> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${employers} where ${employers.id} = ${employerId} for update`);
    const [kept] = await tx
      .select({ value: count() })
      .from(messageTemplates)
      .where(eq(messageTemplates.employerId, employerId));
    if ((kept?.value ?? 0) >= MESSAGE_TEMPLATE_LIMIT) {
      throw new AppError(409, 'TEMPLATE_LIMIT', TEMPLATE_LIMIT_MESSAGE);
    }
    await assertNameFree(tx, employerId, payload.name);
    const [row] = await tx
      .insert(messageTemplates)
      .values({
        employerId,
        name: payload.name,
        body: payload.body,
        createdByMemberId: viewer.memberId,
        createdByName: viewer.name,
        createdByRole: viewer.role,
        ...editedBy(viewer),
      })
      .returning();
    if (!row) throw new Error('The template could not be stored');
    return toTemplate(row);
  });
}

/** Changes one of the organization's templates; 404 for any other id. */
export async function updateTemplate(
  db: Db,
  employerId: string,
  viewer: Viewer,
  templateId: string,
  payload: MessageTemplatePayload,
): Promise<MessageTemplate> {
  if (!isUuid(templateId)) throw templateNotFound();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${employers} where ${employers.id} = ${employerId} for update`);
    await assertOwnTemplate(tx, employerId, templateId);
    await assertNameFree(tx, employerId, payload.name, templateId);
    const [row] = await tx
      .update(messageTemplates)
      .set({ name: payload.name, body: payload.body, ...editedBy(viewer), updatedAt: new Date() })
      .where(and(eq(messageTemplates.id, templateId), eq(messageTemplates.employerId, employerId)))
      .returning();
    if (!row) throw templateNotFound();
    return toTemplate(row);
  });
}

async function assertOwnTemplate(tx: Transaction, employerId: string, templateId: string) {
  const [own] = await tx
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, templateId), eq(messageTemplates.employerId, employerId)))
    .limit(1);
  if (!own) throw templateNotFound();
}

/** Deletes one of the organization's templates; 404 for any other id. */
export async function deleteTemplate(db: Db, employerId: string, templateId: string): Promise<void> {
  if (!isUuid(templateId)) throw templateNotFound();
  const deleted = await db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.id, templateId), eq(messageTemplates.employerId, employerId)))
    .returning({ id: messageTemplates.id });
  if (deleted.length === 0) throw templateNotFound();
}
