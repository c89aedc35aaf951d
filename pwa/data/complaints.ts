import { graphql, type ResultOf, type VariablesOf } from './graphql';
import { request } from './request';

// The complaints area's calls: each a document typed from the schema.

const ComplaintRowFields = graphql(`
  fragment ComplaintRowFields on Complaint @_unmask {
    id
    number
    status
    serialNumber
    sellerId
    phoneNumber
    customerName
    closed
    messageCount
    lastMessage
    createdAt
  }
`);

const ComplaintDetailFields = graphql(
  `
    fragment ComplaintDetailFields on Complaint @_unmask {
      ...ComplaintRowFields
      messages {
        id
        author
        authorEmail
        message
        createdAt
        attachments {
          id
          name
          sizeInBytes
          publicUrl
          privateUrl
        }
      }
    }
  `,
  [ComplaintRowFields],
);

const ComplaintList = graphql(
  `
    query ComplaintList($filter: ComplaintFilter, $limit: Int, $offset: Int) {
      complaintList(filter: $filter, limit: $limit, offset: $offset) {
        count
        rows {
          ...ComplaintRowFields
        }
      }
    }
  `,
  [ComplaintRowFields],
);

const ComplaintFind = graphql(
  `
    query ComplaintFind($id: String!) {
      complaintFind(id: $id) {
        ...ComplaintDetailFields
      }
    }
  `,
  [ComplaintDetailFields],
);

const ComplaintReply = graphql(
  `
    mutation ComplaintReply($id: String!, $message: String!) {
      complaintReply(id: $id, message: $message) {
        ...ComplaintDetailFields
      }
    }
  `,
  [ComplaintDetailFields],
);

const ComplaintLock = graphql(
  `
    mutation ComplaintLock($id: String!) {
      complaintLock(id: $id) {
        ...ComplaintDetailFields
      }
    }
  `,
  [ComplaintDetailFields],
);

const ComplaintUnlock = graphql(
  `
    mutation ComplaintUnlock($id: String!) {
      complaintUnlock(id: $id) {
        ...ComplaintDetailFields
      }
    }
  `,
  [ComplaintDetailFields],
);

const ComplaintDestroy = graphql(`
  mutation ComplaintDestroy($id: String!, $pinCode: String) {
    complaintDestroy(id: $id, pinCode: $pinCode)
  }
`);

const ComplaintRecord = graphql(
  `
    mutation ComplaintRecord($serialNumber: String, $customerName: String!, $phoneNumber: String!, $message: String!) {
      complaintRecord(serialNumber: $serialNumber, customerName: $customerName, phoneNumber: $phoneNumber, message: $message) {
        ...ComplaintDetailFields
      }
    }
  `,
  [ComplaintDetailFields],
);

export type ComplaintDetail = ResultOf<typeof ComplaintDetailFields>;
export type ComplaintFilter = NonNullable<VariablesOf<typeof ComplaintList>['filter']>;
export type ComplaintListRow = ResultOf<typeof ComplaintList>['complaintList']['rows'][number];

export async function fetchComplaints(input: VariablesOf<typeof ComplaintList>, signal?: AbortSignal) {
  return (await request(ComplaintList, input, { signal })).complaintList;
}

export async function fetchComplaint(id: string, signal?: AbortSignal): Promise<ComplaintDetail> {
  return (await request(ComplaintFind, { id }, { signal })).complaintFind;
}

/** Staff record a complaint for a customer who phoned or walked in. */
export async function recordComplaint(input: VariablesOf<typeof ComplaintRecord>): Promise<ComplaintDetail> {
  return (await request(ComplaintRecord, input)).complaintRecord;
}

export async function replyToComplaint(id: string, message: string): Promise<ComplaintDetail> {
  return (await request(ComplaintReply, { id, message })).complaintReply;
}

export async function setComplaintLocked(id: string, locked: boolean): Promise<ComplaintDetail> {
  return locked ? (await request(ComplaintLock, { id })).complaintLock : (await request(ComplaintUnlock, { id })).complaintUnlock;
}

/** Deletes a complaint; `pinCode` when the settings ask for one. */
export async function deleteComplaint(id: string, pinCode: string | null): Promise<boolean> {
  return (await request(ComplaintDestroy, { id, pinCode })).complaintDestroy;
}
