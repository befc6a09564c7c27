import { ADMINISTRATORS_ROLE_CODE } from '@mepm/contract';
import { checkFlowTemplate } from '@mepm/flow-engine';
import { checkFormDesign, designKeys } from '@mepm/form-engine';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../../db/client';
import { flowEngines, flowEngineVersions, roles, users } from '../../../../db/schema';
import { ADMIN_ACCOUNT } from '../../../../db/seed-rows';
import { newId } from '../../../../ids';
import { ApiError } from '../../../../plugins/envelope/api-error';
import { flowForm } from '../flow-form';
import type { ExampleFlow, SeededPeople } from './example-flow';
import { LEAVE_EXAMPLE } from './leave-example';
import { PURCHASE_EXAMPLE } from './purchase-example';

const EXAMPLES: readonly ExampleFlow[] = [LEAVE_EXAMPLE, PURCHASE_EXAMPLE];

/** The function design type of flow forms, and the design category the forms are filed under. */
const FLOW_FORM_TYPE = 3;
const FORM_ONLY = 1;
const DESIGN_CATEGORY = 'office';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Ships two working example flows (请假申请, 采购申请) with their forms, released, so that a new
 * installation can launch one at once. Found by code at every start: a flow that is there (or
 * was deleted and its code reused) is left alone, and one whose form people changed so that the
 * template no longer fits is not made.
 */
export async function seedExampleFlows(db: Db): Promise<void> {
  const present = await db
    .select({ enCode: flowEngines.enCode })
    .from(flowEngines)
    .where(
      inArray(
        flowEngines.enCode,
        EXAMPLES.map((example) => example.flow.enCode),
      ),
    );
  const made = new Set(present.map((row) => row.enCode));
  const missing = EXAMPLES.filter((example) => !made.has(example.flow.enCode));
  if (missing.length === 0) return;
  const seeded = await seededPeople(db);
  for (const example of missing) {
    await db.transaction((tx) => seedExample(tx, example, seeded));
  }
}

async function seededPeople(db: Db): Promise<SeededPeople> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, ADMIN_ACCOUNT));
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.enCode, ADMINISTRATORS_ROLE_CODE));
  if (admin === undefined || role === undefined) {
    throw new Error('seed: the example flows need the administrator and its role');
  }
  return { adminUserId: admin.id, adminRoleId: role.id };
}

async function seedExample(tx: Tx, example: ExampleFlow, seeded: SeededPeople): Promise<void> {
  const formId = await exampleForm(tx, example.form, seeded.adminUserId);
  const form = await flowForm(tx, 1, formId).catch((error: unknown) => {
    // The form by that code was changed into something else by people: no example then.
    if (error instanceof ApiError) return undefined;
    throw error;
  });
  if (form === undefined) return;
  const check = checkFlowTemplate(example.template(seeded), form.facts);
  if (!check.ok) return;
  const { flow } = example;
  const [created] = await tx
    .insert(flowEngines)
    .values({
      ...flow,
      type: 0,
      formType: 1,
      formId,
      visibleType: 0,
      template: check.template,
      state: 1,
      creatorUserId: seeded.adminUserId,
      modifierUserId: seeded.adminUserId,
    })
    .onConflictDoNothing({ target: flowEngines.enCode })
    .returning({ id: flowEngines.id });
  // Another server starting on the same database made it a moment ago.
  if (created === undefined) return;
  const [version] = await tx
    .insert(flowEngineVersions)
    .values({
      flowId: created.id,
      versionNo: 1,
      template: check.template,
      formData: form.formData,
      creatorUserId: seeded.adminUserId,
    })
    .returning({ id: flowEngineVersions.id });
  await tx
    .update(flowEngines)
    .set({ releasedVersionId: version?.id ?? null })
    .where(eq(flowEngines.id, created.id));
}

/**
 * The example's form as a released flow-form design, made when no design has its code. The
 * designs' table belongs to onlineDev and is written by name, as the kernel reads it.
 */
async function exampleForm(tx: Tx, form: ExampleFlow['form'], userId: string): Promise<string> {
  const design = checkFormDesign({ formConf: { labelWidth: 100 }, fields: form.fields });
  if (!design.ok) throw new Error(`seed: the form ${form.enCode} is not a valid design`);
  const formData = design.design;
  const keys = designKeys(formData);
  const released = {
    enCode: form.enCode,
    fullName: form.fullName,
    formData,
    columnData: null,
    tables: null,
  };
  await tx.execute(sql`
    insert into visualdev_designs (id, en_code, full_name, category, type, web_type, state,
      form_data, field_keys, released_keys, released_design, creator_user_id, modifier_user_id)
    values (${newId()}, ${form.enCode}, ${form.fullName}, ${DESIGN_CATEGORY}, ${FLOW_FORM_TYPE},
      ${FORM_ONLY}, 1, ${json(formData)}, ${json(keys)}, ${json(keys)}, ${json(released)},
      ${userId}, ${userId})
    on conflict (en_code) do nothing`);
  const found = await tx.execute<{ id: string }>(
    sql`select id from visualdev_designs where en_code = ${form.enCode}`,
  );
  const id = found.rows[0]?.id;
  if (id === undefined) throw new Error(`seed: the form ${form.enCode} is missing`);
  return id;
}
