import { appRoutes } from "@alicerce/shared/routes";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "react-router";
import { Loader2 } from "lucide-react";
import type { z } from "zod";
import { isCpfValid, maskCpf, maskPhone, onlyDigits } from "@alicerce/shared/brazilian";
import { PASSWORD_HINT } from "@alicerce/shared/password-rules";
import { registerInputSchema } from "@alicerce/shared/schemas/auth";
import { BRAZILIAN_STATES } from "@alicerce/shared/projects";
import { DEFAULT_USER_TYPE, REGISTRATION_USER_TYPES, USER_TYPE_REGISTRATION_LABELS } from "@alicerce/shared/user-types";
import { applyServerErrors, fieldsOf } from "@/components/form";
import { Button } from "@/components/ui/button";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/hooks/use-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useAuth } from "@/api/auth/auth-provider";
import { registerErrorToast } from "../auth-messages";
import { AuthLayout } from "../components/auth-layout";

type FormInput = z.input<typeof registerInputSchema>;
type FormOutput = z.output<typeof registerInputSchema>;

const showInvalidCpf = () =>
  toast({ title: "CPF inválido", description: "Por favor, insira um CPF válido.", variant: "destructive" });

export function RegisterPage() {
  const { register: createAccount } = useAuth();
  useDocumentTitle("Criar conta");
  const navigate = useNavigate();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: {
      name: "",
      cpf: "",
      email: "",
      phone: "",
      password: "",
      type: DEFAULT_USER_TYPE,
      oab_number: "",
      oab_state: "",
    },
    mode: "onTouched",
  });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const cpf = watch("cpf");
  const type = watch("type");
  const canSubmit = Boolean(type) && isCpfValid(cpf ?? "") && !isSubmitting;

  const onSubmit = handleSubmit(
    async () => {
      // Send what the person typed; the server parses it with the same schema. The OAB belongs
      // only to a legal account: a value left from switching types is not sent.
      const typed = getValues();
      const values = typed.type === "legal" ? typed : { ...typed, oab_number: undefined, oab_state: undefined };
      try {
        const result = await createAccount(values);
        if (result.verificationRequired) {
          toast({
            title: "Conta criada com sucesso!",
            description: `Enviamos um link de confirmação para ${result.user.email}. Confirme seu email para entrar.`,
          });
          navigate(appRoutes.login);
          return;
        }
        toast({ title: "Conta criada com sucesso!", description: "Bem-vindo à plataforma!" });
        navigate(appRoutes.dashboard);
      } catch (error) {
        console.error("Erro ao criar conta:", error);
        applyServerErrors(form, error, fieldsOf(values));
        toast({ ...registerErrorToast(error), variant: "destructive" });
      }
    },
    (formErrors) => {
      if (formErrors.cpf) showInvalidCpf();
    },
  );

  return (
    <AuthLayout title="Criar Conta" subtitle="Cadastre-se para investir, gerenciar projetos ou oferecer seus serviços.">
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField id="name" label="Nome completo" error={errors.name?.message}>
          <Input
            autoComplete="name"
            placeholder="Seu nome completo"
            {...fieldAria("name", errors.name?.message)}
            {...register("name")}
          />
        </FormField>
        <FormField id="cpf" label="CPF" error={errors.cpf?.message}>
          <Controller
            control={control}
            name="cpf"
            render={({ field }) => (
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder="000.000.000-00"
                maxLength={14}
                {...fieldAria("cpf", errors.cpf?.message)}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(e) => field.onChange(maskCpf(e.target.value))}
                onBlur={() => {
                  field.onBlur();
                  const digits = onlyDigits(field.value ?? "");
                  if (digits.length === 11 && !isCpfValid(digits)) showInvalidCpf();
                }}
              />
            )}
          />
        </FormField>
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="seu@email.com"
            {...fieldAria("email", errors.email?.message)}
            {...register("email")}
          />
        </FormField>
        <FormField id="phone" label="Telefone" error={errors.phone?.message}>
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(11) 99999-9999"
                maxLength={15}
                {...fieldAria("phone", errors.phone?.message)}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ""}
                onChange={(e) => field.onChange(maskPhone(e.target.value))}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <FormField id="password" label="Senha" error={errors.password?.message} hint={PASSWORD_HINT}>
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldAria("password", errors.password?.message, "hint")}
            {...register("password")}
          />
        </FormField>
        <FormField id="type" label="Tipo de usuário" error={errors.type?.message}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...fieldAria("type", errors.type?.message)} onBlur={field.onBlur}>
                  <SelectValue placeholder="Selecione o tipo de usuário" />
                </SelectTrigger>
                <SelectContent>
                  {REGISTRATION_USER_TYPES.map((t) => (
                    <SelectItem key={t} value={t}>
                      {USER_TYPE_REGISTRATION_LABELS[t]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        {type === "legal" && (
          <div className="grid grid-cols-[1fr_7rem] gap-3">
            <FormField
              id="oab_number"
              label="Número da OAB"
              error={errors.oab_number?.message}
              hint="Verificamos sua inscrição antes de liberar o acesso jurídico."
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder="123456"
                {...fieldAria("oab_number", errors.oab_number?.message, "hint")}
                {...register("oab_number")}
              />
            </FormField>
            <FormField id="oab_state" label="UF da OAB" error={errors.oab_state?.message}>
              <Controller
                control={control}
                name="oab_state"
                render={({ field }) => (
                  <Select value={field.value ?? ""} onValueChange={field.onChange}>
                    <SelectTrigger {...fieldAria("oab_state", errors.oab_state?.message)} onBlur={field.onBlur}>
                      <SelectValue placeholder="UF" />
                    </SelectTrigger>
                    <SelectContent>
                      {BRAZILIAN_STATES.map((uf) => (
                        <SelectItem key={uf} value={uf}>
                          {uf}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          </div>
        )}
        <Button type="submit" size="lg" disabled={!canSubmit}>
          {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
          {isSubmitting ? "Criando conta..." : "Criar Conta"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Já tem uma conta?{" "}
        <Link to={appRoutes.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Entrar
        </Link>
      </p>
    </AuthLayout>
  );
}
