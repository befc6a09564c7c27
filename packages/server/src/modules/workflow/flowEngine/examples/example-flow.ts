import type { FlowTemplate, FormField } from '@mepm/contract';

/** The seeded rows a template names, found at seed time (ids differ between installations). */
export interface SeededPeople {
  adminUserId: string;
  adminRoleId: string;
}

/** A shipped example: its flow form (a released flow-form design) and its released flow. */
export interface ExampleFlow {
  form: { enCode: string; fullName: string; fields: FormField[] };
  flow: {
    enCode: string;
    fullName: string;
    /** An item of the WorkFlowCategory dictionary. */
    category: string;
    icon: string;
    iconBackground: string;
    description: string;
  };
  template: (seeded: SeededPeople) => FlowTemplate;
}
