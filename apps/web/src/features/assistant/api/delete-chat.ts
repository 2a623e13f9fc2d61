import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { assistantKeys, chatEndpoint, type ChatFamily } from './endpoints';

/** Deletes one of the person's conversations with its messages and their audio. */
export function deleteChat(family: ChatFamily, id: number) {
  return apiCall(chatEndpoint(family, 'deleteChat'), { id });
}

/** The history is read again and the deleted conversation forgotten. */
export function useDeleteChat(family: ChatFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteChat(family, id),
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: assistantKeys.conversation(family, id) });
      void queryClient.invalidateQueries({ queryKey: [...assistantKeys.chats(family), 'list'] });
    },
  });
}
