import { CronExpressionParser } from 'cron-parser';
import { badRequest } from '../../../plugins/envelope/api-error';

/**
 * The first due time of `cron` strictly after `after`. Five fields count from the minute, six
 * from the second; times follow the server's time zone.
 */
export function nextDueTime(cron: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after }).next().toDate();
}

/** The cron expression trimmed, or a 400 naming the field with the parser's reason. */
export function checkedCron(value: string): string {
  const cron = value.trim().replace(/\s+/g, ' ');
  const fields = cron.split(' ').length;
  if (fields < 5 || fields > 6) {
    throw badRequest('cronInvalid', { field: 'cron', reason: `${fields}` });
  }
  try {
    nextDueTime(cron, new Date());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest('cronInvalid', { field: 'cron', reason });
  }
  return cron;
}
