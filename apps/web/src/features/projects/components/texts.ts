// Texts shown in more than one place of the projects feature, exactly as the product states them.

export const VISIBILITY_WARNING = "Atenção: depois de público, o projeto não poderá voltar a ser privado.";
