import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Loader2 } from "lucide-react";
import type { LoginInput } from "@alicerce/shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { useAuth } from "../auth-context";
import { AuthLayout } from "../components/auth-layout";
import { loginErrorToast } from "../auth-messages";

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values);
      toast({ title: "Login realizado com sucesso!", description: "Bem-vindo de volta." });
      navigate("/dashboard");
    } catch (error) {
      console.error("Erro no login:", error);
      toast({ ...loginErrorToast(error), variant: "destructive" });
    }
  });

  return (
    <AuthLayout title="Entrar" subtitle="Acesse sua conta para acompanhar seus projetos e investimentos.">
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="seu@email.com"
            {...fieldAria("email", errors.email?.message)}
            {...register("email", { required: "Informe seu email." })}
          />
        </FormField>
        <FormField id="password" label="Senha" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...fieldAria("password", errors.password?.message)}
            {...register("password", { required: "Informe sua senha." })}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
          {isSubmitting ? "Entrando..." : "Entrar"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Não tem uma conta?{" "}
        <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
          Criar Conta
        </Link>
      </p>
    </AuthLayout>
  );
}
