import { graphql } from "./gql";

/** A listing with to-one (contact, stage) and to-many (tags) relations. */
export const DealsByTitle = graphql(`
  query DealsByTitle($title: String!) {
    deals(filter: { title: { regex: $title } }, limit: 5) {
      total
      data {
        id
        title
        contact {
          id
        }
        stage {
          name
        }
        tags {
          name
        }
      }
    }
  }
`);

/** A mutation without variables. */
export const CreateContact = graphql(`
  mutation CreateContact {
    createContact(input: {}) {
      id
    }
  }
`);

export const CreateDeal = graphql(`
  mutation CreateDeal($contactId: String!, $title: String!) {
    createDeal(input: { contactId: $contactId, title: $title }) {
      id
      title
      status
    }
  }
`);

export const DealsCreated = graphql(`
  subscription DealsCreated($afterSequence: Int) {
    events(types: ["deal.created"], afterSequence: $afterSequence) {
      sequence
      type
      data
    }
  }
`);
