import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { AidFigures, AidStep } from '@campuspath/contract/aid-steps';
import { formatMoney } from '../../../lib/format-money.ts';
import { formatBasisPoints, formatPercent } from '../../../lib/format-percent.ts';

/** A message in the page's language (Lingui's `i18n._`). */
type Words = (descriptor: MessageDescriptor) => string;

/** The figures as the sentences quote them: dollars, basis-point rates, plain percents and words. */
function reader(figures: AidFigures) {
  return {
    money: (name: string) => formatMoney(Number(figures[name] ?? 0)),
    rate: (name: string) => formatBasisPoints(Number(figures[name] ?? 0)),
    percent: (name: string) => formatPercent(Number(figures[name] ?? 0)),
    word: (name: string) => String(figures[name] ?? ''),
    number: (name: string) => Number(figures[name] ?? 0),
  };
}

function totalIncome(say: Words, figures: AidFigures): string {
  const { money, word } = reader(figures);
  const [agi, untaxed, foreign, exclusions] = [money('agi'), money('untaxed'), money('foreign'), money('exclusions')];
  return word('variant') === 'with-foreign'
    ? say(
        msg`adjusted gross income ${agi}, plus untaxed income ${untaxed}, plus the foreign earned income exclusion ${foreign}, minus taxable grants, education credits and work-study ${exclusions}`,
      )
    : say(
        msg`adjusted gross income ${agi}, plus untaxed income ${untaxed}, minus taxable grants, education credits and work-study ${exclusions}`,
      );
}

function payroll(say: Words, figures: AidFigures): string {
  const { money, rate, number } = reader(figures);
  if (number('earners') === 0) return say(msg`no earnings from work, so no payroll tax`);
  const [ssRate, mcRate, base] = [rate('ssRate'), rate('mcRate'), money('base')];
  const parts = Array.from({ length: number('earners') }, (_, index) => {
    const [earnings, ss, mc] = [money(`earnings${index + 1}`), money(`ss${index + 1}`), money(`mc${index + 1}`)];
    return number(`capped${index + 1}`)
      ? say(msg`${ssRate} of ${earnings} (up to the ${base} wage base) = ${ss} plus ${mcRate} = ${mc}`)
      : say(msg`${ssRate} of ${earnings} = ${ss} plus ${mcRate} = ${mc}`);
  });
  return parts.join('; ');
}

/** The business or farm part of a net worth, as it was counted (or not). */
function business(say: Words, figures: AidFigures): string {
  const { money, word } = reader(figures);
  const [netWorth, counted, awardYear] = [money('businessNetWorth'), money('businessAmount'), word('awardYear')];
  if (word('business') === 'excluded')
    return say(msg`business or farm ${netWorth} left out: from ${awardYear} a family farm or a small business is not counted`);
  if (word('business') === 'counted') return say(msg`business or farm ${netWorth} counts as ${counted}`);
  return say(msg`no business or farm net worth`);
}

function contribution(say: Words, figures: AidFigures): string {
  const { money, rate, word } = reader(figures);
  const variant = word('variant');
  const [below, fixed, share, paai, base, above, over] = [
    money('below'),
    money('fixed'),
    rate('rate'),
    money('paai'),
    money('base'),
    money('above'),
    money('over'),
  ];
  const how =
    variant === 'floor'
      ? say(msg`below ${below}, the table gives a fixed ${fixed}`)
      : variant === 'first'
        ? say(msg`${share} of ${paai}`)
        : say(msg`${base} plus ${share} of the ${above} above ${over}`);
  return say(msg`from the contribution table: ${how}`);
}

function pellGuideline(say: Words, figures: AidFigures): string {
  const { money, percent, word, number } = reader(figures);
  const [year, familySize, state] = [word('guidelineYear'), number('familySize'), word('state')];
  const [maxPercent, maxLimit, minPercent, minLimit] = [percent('maxPercent'), money('maxLimit'), percent('minPercent'), money('minLimit')];
  const guideline =
    state === 'AK'
      ? say(msg`${year} HHS guideline for a family of ${familySize} in Alaska`)
      : state === 'HI'
        ? say(msg`${year} HHS guideline for a family of ${familySize} in Hawaii`)
        : say(msg`${year} HHS guideline for a family of ${familySize}`);
  return number('single')
    ? say(
        msg`${guideline}; for a single parent (head of household, surviving spouse or Earned Income Tax Credit) the maximum award needs AGI at or under ${maxPercent} (${maxLimit}) and the minimum award ${minPercent} (${minLimit})`,
      )
    : say(
        msg`${guideline}; for parents who are not single parents for Pell the maximum award needs AGI at or under ${maxPercent} (${maxLimit}) and the minimum award ${minPercent} (${minLimit})`,
      );
}

function pell(say: Words, figures: AidFigures): string {
  const { money, percent, word } = reader(figures);
  const [agi, max, min, sai, calculated] = [money('agi'), money('max'), money('min'), money('sai'), money('calculated')];
  const [maxPercent, minPercent] = [percent('maxPercent'), percent('minPercent')];
  switch (word('path')) {
    case 'max-nonfiler':
      return say(msg`parents not required to file a tax return get the maximum award`);
    case 'max-income':
      return say(msg`parents’ AGI ${agi} is at or under ${maxPercent} of the guideline: the maximum award`);
    case 'barred': {
      const [bar, barAmount, awardYear] = [word('bar'), money('barAmount'), word('awardYear')];
      return say(msg`an SAI of ${sai} is at least ${bar} × ${max} = ${barAmount}: no Pell Grant in ${awardYear}`);
    }
    case 'calculated':
      return say(msg`maximum ${max} minus the SAI ${sai} (a negative SAI counts as 0)`);
    case 'min-income':
      return say(
        msg`the calculated ${calculated} is under ${min}, but parents’ AGI ${agi} is at or under ${minPercent} of the guideline: the minimum award`,
      );
    default:
      return say(
        msg`the calculated ${calculated} is under the ${min} minimum and parents’ AGI ${agi} is over ${minPercent} of the guideline`,
      );
  }
}

/** How each line of an estimate was worked out, in the page's language, from its figures. */
export function useAidStepHow(): (line: AidStep) => string {
  const { i18n } = useLingui();
  const say: Words = (descriptor) => i18n._(descriptor);
  return (line) => {
    const { money, rate, word, number } = reader(line.figures);
    switch (line.id) {
      case 'parent-total-income':
      case 'student-total-income':
        return totalIncome(say, line.figures);
      case 'parent-income-tax':
        return say(msg`from the tax return; a negative amount counts as 0`);
      case 'parent-payroll':
        return payroll(say, line.figures);
      case 'parent-ipa': {
        const familySize = number('familySize');
        return say(msg`for a family of ${familySize}: what the formula sets aside for living costs`);
      }
      case 'parent-eea': {
        const [share, earnings, cap] = [rate('rate'), money('earnings'), money('cap')];
        return say(msg`the lesser of ${share} of earnings ${earnings} and the ${cap} cap`);
      }
      case 'parent-allowances':
        return [money('tax'), money('payroll'), money('ipa'), money('eea')].join(' + ');
      case 'parent-available-income': {
        const [income, allowances] = [money('income'), money('allowances')];
        return say(msg`total income ${income} minus allowances ${allowances}; it may be negative`);
      }
      case 'parent-net-worth': {
        const [cash, investments, childSupport, farm] = [
          money('cash'),
          money('investments'),
          money('childSupport'),
          business(say, line.figures),
        ];
        return say(
          msg`cash ${cash} + investments ${investments} + child support received ${childSupport} + ${farm}; the home and retirement accounts do not count`,
        );
      }
      case 'parent-apa':
        return say(msg`subtracted from net worth`);
      case 'parent-asset-contribution': {
        const [share, base] = [rate('rate'), money('base')];
        return say(msg`${share} of ${base}, never below 0`);
      }
      case 'parent-adjusted-income': {
        const [available, assets] = [money('available'), money('assets')];
        return say(msg`available income ${available} plus contribution from assets ${assets}`);
      }
      case 'parent-contribution':
        return contribution(say, line.figures);
      case 'student-allowances': {
        const [tax, payrollTax, protection, negativePaai] = [money('tax'), money('payroll'), money('protection'), money('negativePaai')];
        return number('negativePaai') > 0
          ? say(
              msg`income tax ${tax} + payroll tax ${payrollTax} + income protection ${protection} + ${negativePaai} because the parents’ adjusted available income is negative`,
            )
          : say(msg`income tax ${tax} + payroll tax ${payrollTax} + income protection ${protection}`);
      }
      case 'student-available-income': {
        const [income, allowances] = [money('income'), money('allowances')];
        return say(msg`total income ${income} minus allowances ${allowances}`);
      }
      case 'student-income-contribution': {
        const share = rate('rate');
        return say(msg`${share} of available income, and 0 when it is negative`);
      }
      case 'student-asset-contribution': {
        const [share, cash, investments] = [rate('rate'), money('cash'), money('investments')];
        if (word('business') !== 'counted') return say(msg`${share} of cash ${cash} + investments ${investments}`);
        const farm = business(say, line.figures);
        return say(msg`${share} of cash ${cash} + investments ${investments} + ${farm}`);
      }
      case 'sai': {
        const floor = money('floor');
        if (word('variant') === 'nonfiler')
          return say(msg`parents not required to file a federal tax return: the SAI is set to ${floor} without the formula`);
        const sum = `${[money('parents'), money('income'), money('assets')].join(' + ')} = ${money('raw')}`;
        return number('raised') ? say(msg`${sum}, raised to the ${floor} floor`) : sum;
      }
      case 'pell-guideline':
        return pellGuideline(say, line.figures);
      case 'pell':
        return pell(say, line.figures);
    }
  };
}
