import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClassPlan,
  ClassPlanDetailResponse,
  ClassPlanListResponse,
  CreateClassPlanBody,
  UpdateClassPlanBody,
} from '@campuspath/contract/class-plans';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const base = (highSchoolId: string) => `/high-schools/${encodeURIComponent(highSchoolId)}/class-plans`;
const one = (highSchoolId: string, planId: string) => `${base(highSchoolId)}/${encodeURIComponent(planId)}`;

/** GET …/class-plans (counselors): the school's plans, each with how many students received it. */
export const useClassPlans = (highSchoolId: string) =>
  useQuery({
    queryKey: queryKeys.highSchools.part(highSchoolId, 'class-plans'),
    queryFn: ({ signal }) => apiGet<ClassPlanListResponse>(base(highSchoolId), { signal }),
    enabled: highSchoolId !== '',
  });

/** GET …/class-plans/{planId}: the plan with its completion (read when the counselor opens it). */
export const useClassPlanDetail = (highSchoolId: string, planId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.highSchools.part(highSchoolId, 'class-plans', planId),
    queryFn: ({ signal }) => apiGet<ClassPlanDetailResponse>(one(highSchoolId, planId), { signal }),
    enabled,
  });

export function useCreateClassPlan(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClassPlanBody) => apiSend<{ plan: ClassPlan }>('POST', base(highSchoolId), body),
    onSettled: () => invalidateGroups(queryClient, 'classPlans'),
  });
}

/** PUT …/class-plans/{planId}: a new title and tasks; the open copies of the school's students follow. */
export function useUpdateClassPlan(highSchoolId: string, planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClassPlanBody) => apiSend<{ plan: ClassPlan }>('PUT', one(highSchoolId, planId), body),
    onSettled: () => invalidateGroups(queryClient, 'classPlans'),
  });
}

export function useCopyClassPlan(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => apiSend<{ plan: ClassPlan }>('POST', `${one(highSchoolId, planId)}/copy`),
    onSettled: () => invalidateGroups(queryClient, 'classPlans'),
  });
}

export function useDeleteClassPlan(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => apiSend<null>('DELETE', one(highSchoolId, planId)),
    onSettled: () => invalidateGroups(queryClient, 'classPlans'),
  });
}
